// Everything not under these answers pages (the site, the shell's routes, /account/login ...).
const DATA_PATHS = /^\/(api|admin\/api|async|dev|_build|registry\.json|docs\/openapi\.json)(\/|$|\?)/;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** A GET of a page (not of the API's data): people reading it get a page, not JSON, when it is refused. */
export const isPageRequest = (method: string, url: string) =>
  (method === 'GET' || method === 'HEAD') && !DATA_PATHS.test(url);

/** A page's address that could not be served (a malformed path or query): a plain Korean page, no script. */
export function refusedPage(message: string): string {
  return (
    '<!doctype html><html lang="ko"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>페이지를 열 수 없어요</title></head><body><main>' +
    `<h1>페이지를 열 수 없어요</h1><p>${escapeHtml(message)} 주소를 확인해 주세요.</p>` +
    '<p><a href="/">홈으로 가기</a></p></main></body></html>'
  );
}
