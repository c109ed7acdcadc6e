import { useTranslation } from 'react-i18next';

/** Texts of the statistics building blocks (@console/ui/stats/*), under "stats" of the "ui" namespace. */
export const statsTextsKo = {
  period: '조회 기간 {{from}} ~ {{to}}',
  previousPeriod: '이전 기간 {{from}} ~ {{to}}',
  loadFailed: '통계를 불러오지 못했어요.',
  retry: '다시 시도',
  filters: {
    label: '통계 조건',
    unit: '보기 단위',
    units: { HOUR: '시간별', DAY: '일별', MONTH: '월별' },
    presets: {
      label: '빠른 기간 선택',
      today: '오늘',
      yesterday: '어제',
      last7Days: '최근 7일',
      last30Days: '최근 30일',
      thisMonth: '이번 달',
      lastMonth: '지난 달',
      last6Months: '최근 6개월',
      last12Months: '최근 12개월',
      thisYear: '올해',
    },
    from: '시작일',
    to: '종료일',
    rangeHelp: { HOUR: '최대 31일', DAY: '최대 31일', MONTH: '최대 12개월, 달 전체를 모아 보여줘요' },
    search: '조회',
  },
  figures: {
    requested: '요청',
    delivered: '성공',
    failed: '실패',
    fallback: '대체 발송',
    costKrw: '비용',
    successRate: '성공률',
  },
  chart: {
    title: '기간별 추이',
    metric: '차트 항목',
    counts: '발송 건수',
    cost: '비용',
    label: '{{title}} 차트',
    periodLabel: '{{period}} {{title}} 차트',
    loading: '차트를 불러오는 중이에요.',
    failed: '차트를 불러오지 못했어요. 아래 표에서 같은 숫자를 볼 수 있어요.',
    noData: '표시할 데이터가 없어요.',
  },
  total: '합계',
  kpi: {
    label: '기간 합계',
    successRate: '성공률 {{rate}}',
    failureRate: '실패율 {{rate}}',
    fallbackRate: '요청의 {{rate}}',
    costNote: '부가세 별도',
    vsPrevious: '이전 기간 대비',
    up: '▲ {{rate}}',
    down: '▼ {{rate}}',
    same: '변동 없음',
    noPrevious: '이전 기간 발송 없음',
    noneBefore: '이전 기간에는 없었어요',
  },
  failures: {
    title: '실패 사유 상위 10개',
    rank: '순위',
    reason: '실패 사유',
    code: '결과 코드 {{code}}',
    failed: '실패 건수',
    share: '실패 중 비율',
    none: '이 기간에 실패한 메시지가 없어요.',
    unknownReason: '사유 없음',
  },
};

/**
 * useTranslation over the "ui" namespace for the statistics parts: their Korean texts join it the
 * first time one of them renders, so they load with these parts, not with the shell on every page.
 * (English loads whole with the shell's English, before the first render of a page in English.)
 */
export function useStatsTranslation() {
  const translation = useTranslation('ui');
  const { i18n } = translation;
  if (i18n && i18n.getResource('ko', 'ui', 'stats') === undefined) {
    i18n.addResourceBundle('ko', 'ui', { stats: statsTextsKo }, true, false);
  }
  return translation;
}
