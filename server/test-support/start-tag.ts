import assert from 'node:assert/strict';

/**
 * Asserts that the page has a start tag beginning with `opening` (e.g. `<input id="login-id"`) that
 * carries every one of `attributes`, in whatever order the renderer wrote them (React 18 keeps the
 * order of the props, React 19 moves `name` and `action` of form elements).
 */
export function assertStartTag(html: string, opening: string, attributes: string[]): void {
  const at = html.indexOf(opening);
  assert.ok(at >= 0, `the page has no ${opening} …>`);
  const tag = html.slice(at, html.indexOf('>', at) + 1);
  for (const attribute of attributes) assert.ok(tag.includes(` ${attribute}`), `${tag} has ${attribute}`);
}
