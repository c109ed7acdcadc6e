import type { statsTextsKo } from './stats/stats-resources';

/**
 * Korean texts of @console/ui components, namespace "ui"; the shell adds them to the one i18n instance.
 * The statistics parts' texts ("stats") are not here: they join the namespace when one of those parts
 * first renders (useStatsTranslation), so only the statistics pages download them.
 */
export const uiResourcesKo = {
  export: {
    label: '내보내기',
    done: '파일을 내려받았어요.',
    failed: '파일을 내려받지 못했어요. 잠시 후 다시 시도해 주세요.',
  },
  notReady: { title: '준비 중인 화면', message: '이 화면({{title}})은 {{service}} 서비스에서 준비하고 있어요.' },
  table: {
    empty: '데이터가 없어요.',
    rowsPerPage: '페이지당 행',
    displayedRows: '전체 {{count}}건 중 {{from}}-{{to}}',
    displayedRowsAtLeast: '{{count}}건 이상 중 {{from}}-{{to}}',
    firstPage: '첫 페이지',
    previousPage: '이전 페이지',
    nextPage: '다음 페이지',
    lastPage: '마지막 페이지',
    loading: '목록을 불러오고 있어요.',
    loadFailed: '목록을 불러오지 못했어요.',
    retry: '다시 시도',
  },
  filter: { all: '전체' },
  copy: { done: '클립보드에 복사했어요.', failed: '복사하지 못했어요. 직접 선택해서 복사해 주세요.' },
};

/** Every text of the namespace, the statistics parts' included (the English has them all). */
export type UiTexts = typeof uiResourcesKo & { stats: typeof statsTextsKo };
