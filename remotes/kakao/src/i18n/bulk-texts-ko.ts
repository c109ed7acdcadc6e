/** Bulk registration of alimtalk templates (/kakao/template/alimtalk/multiple). */
export const bulkTextsKo = {
  alimtalkBulk: {
    title: '알림톡 템플릿 일괄 등록',
    description:
      '샘플 파일 형식의 XLSX나 CSV 파일로 템플릿을 한 번에 {{max}}개까지 등록해요. 모든 줄에 문제가 없을 때만 등록돼요.',
    back: '목록으로',
    failed: '처리하지 못했어요. 잠시 후 다시 시도해 주세요.',
    sample: {
      title: '1. 샘플 파일 받기',
      help: '첫 줄(머리글)은 그대로 두고, 둘째 줄부터 템플릿을 한 줄에 하나씩 채워 주세요. 예시 줄은 고쳐 쓰거나 지워 주세요.',
      download: '샘플 파일 받기',
      fallbackName: '알림톡_템플릿_일괄등록_샘플.csv',
      done: '샘플 파일을 내려받았어요.',
      failed: '샘플 파일을 내려받지 못했어요. 잠시 후 다시 시도해 주세요.',
    },
    file: {
      title: '2. 파일 올리기',
      help: 'XLSX 또는 CSV 파일, {{max}}줄까지예요. 엑셀에서 저장한 CSV(EUC-KR)도 읽을 수 있어요.',
      input: '일괄 등록 파일',
      choose: '파일 선택',
      chooseAnother: '다른 파일 선택',
      reading: '파일을 읽고 있어요…',
      checking: '{{count}}줄을 점검하고 있어요…',
      chosen: '{{name}} · 템플릿 {{count}}줄',
    },
    problems: {
      type: 'XLSX나 CSV 파일만 올릴 수 있어요. 엑셀에서 XLSX나 CSV로 저장해 올려 주세요.',
      unreadable: '파일을 읽을 수 없어요. 파일이 손상되지 않았는지 확인해 주세요.',
      empty: '파일에 등록할 템플릿이 없어요. 샘플 파일의 첫 줄 아래에 한 줄 이상 채워 주세요.',
      tooMany:
        '한 번에 {{max}}개까지 등록할 수 있어요. 이 파일에는 템플릿이 {{count}}줄 있어요. 파일을 나눠서 올려 주세요.',
      header: '첫 줄(머리글)이 샘플 파일과 달라요. 샘플 파일을 받아 첫 줄은 그대로 두고 채워 주세요.',
      unknownColumns: '샘플에 없는 열: {{names}}',
      missingColumns: '빠진 열: {{names}}',
    },
    report: {
      title: '3. 점검 결과',
      table: '점검 결과',
      total: '전체 {{count}}줄',
      valid: '등록 가능 {{count}}줄',
      invalid: '문제 {{count}}줄',
      allValid: '모든 줄에 문제가 없어요. 등록하면 모든 템플릿의 카카오 검수가 바로 요청돼요.',
      someInvalid:
        '문제가 있는 줄이 {{count}}개 있어요. 파일을 고쳐 다시 올려 주세요. 한 줄이라도 문제가 있으면 아무 템플릿도 등록하지 않아요.',
      columns: { row: '줄', code: '템플릿 코드', result: '점검 결과' },
      rowNumber: '{{row}}행',
      ok: '등록할 수 있어요',
      noCode: '(코드 없음)',
      onlyProblems: '문제가 있는 줄만 보기',
    },
    register: '{{count}}개 등록',
    registering: '템플릿 {{count}}개를 등록하고 있어요…',
    registered: '템플릿 {{count}}개를 등록했어요. 모두 카카오 검수가 요청됐어요.',
    toList: '템플릿 목록 보기',
  },
};
