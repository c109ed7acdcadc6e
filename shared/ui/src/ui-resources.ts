/** Texts of @console/ui components, namespace "ui"; the shell adds them to the one i18n instance. */
export const uiResources = {
  ko: {
    notReady: { title: '준비 중인 화면', message: '이 화면({{title}})은 {{service}} 서비스에서 준비하고 있어요.' },
    table: { empty: '데이터가 없어요.', rowsPerPage: '페이지당 행', loadFailed: '목록을 불러오지 못했어요.', retry: '다시 시도' },
  },
  en: {
    notReady: { title: 'Screen in preparation', message: 'This screen ({{title}}) is being prepared by the {{service}} service.' },
    table: { empty: 'No data.', rowsPerPage: 'Rows per page', loadFailed: 'Could not load the list.', retry: 'Retry' },
  },
} as const;
