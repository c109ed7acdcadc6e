/**
 * Korean texts of release engineering that every page may show: the menu entry, the refusal of the
 * page and the override banner on every layout. The page's own are release-page-texts-ko.ts.
 */
export const releaseTextsKo = {
  releases: {
    menu: '릴리스 관리',
    forbidden: '릴리스 관리자만 이용할 수 있는 메뉴예요.',
    banner: {
      version: '이 브라우저에서만 {{remote}} 리모트를 {{version}} 버전으로 불러오고 있어요.',
      url: '이 브라우저에서만 {{remote}} 리모트를 {{url}} 에서 불러오고 있어요.',
      reset: '되돌리기',
      resetFailed: '되돌리지 못했어요. 잠시 후 다시 시도해 주세요.',
    },
  },
} as const;
