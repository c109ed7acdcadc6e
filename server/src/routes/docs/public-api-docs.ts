import { createHash } from 'node:crypto';
import Fastify, { type FastifyPluginAsync } from 'fastify';
import scalarApiReference, { type ApiReferenceConfiguration } from '@scalar/fastify-api-reference';
import { PUBLIC_API_DOCS_PATH } from '@console/contracts/api-keys';
import { SITE_PATHS, siteTexts } from '@console/brand/site';
import { cspNonceMeta } from '../../hosting/content-security-policy';
import { publicApiDocument } from '../../sending/public-api-openapi';
import { SCALAR_KOREAN } from './scalar-korean';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

export const OPENAPI_JSON_PATH = `${PUBLIC_API_DOCS_PATH}/openapi.json`;

/**
 * Scalar's standalone browser bundle, exactly as @scalar/fastify-api-reference ships it inside the
 * package (no CDN). The plugin only hands it out through its own routes, which would also answer
 * /docs with a redirect to /docs/ and an English page without a no-script fallback; so it is read
 * once per process through a private instance, and /docs serves it under a content-hashed name.
 */
let scalarBundle: Promise<{ code: string; hash: string }> | null = null;
const scalarBundleOnce = () =>
  (scalarBundle ??= (async () => {
    const scratch = Fastify({ logger: false });
    try {
      await scratch.register(scalarApiReference, { routePrefix: '/scalar', configuration: { url: '/' } });
      const answer = await scratch.inject({ method: 'GET', url: '/scalar/js/scalar.js' });
      if (answer.statusCode !== 200 || !answer.body.includes('createApiReference'))
        throw new Error(`@scalar/fastify-api-reference did not hand out its bundle (${answer.statusCode})`);
      return { code: answer.body, hash: createHash('sha256').update(answer.body).digest('hex').slice(0, 16) };
    } finally {
      await scratch.close();
    }
  })());

/** The public site's colours and type (remotes/brand/src/site/site-styles.ts) on Scalar's variables. */
const REFERENCE_CSS = `
:root{--scalar-custom-header-height:56px}
.light-mode,.dark-mode{--scalar-font:Pretendard,"Apple SD Gothic Neo","Noto Sans KR","Malgun Gothic",system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;--scalar-font-code:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
.light-mode{--scalar-color-accent:#2457f5;--scalar-color-1:#111827;--scalar-color-2:#374151;--scalar-color-3:#4b5563;--scalar-background-accent:#eef3ff;--scalar-border-color:#e5e7eb}
body{margin:0;word-break:keep-all}
header.docs{position:sticky;top:0;z-index:20;height:56px;box-sizing:border-box;display:flex;align-items:center;gap:16px;padding:0 20px;border-bottom:1px solid #e5e7eb;background:#fff;font-family:Pretendard,"Apple SD Gothic Neo","Noto Sans KR","Malgun Gothic",system-ui,sans-serif}
header.docs a{color:#374151;text-decoration:none;font-weight:600;font-size:15px}
header.docs a.logo{display:flex;align-items:center;gap:8px;font-weight:800;font-size:18px;color:#111827}
header.docs .title{color:#1d4ed8;font-weight:700;font-size:15px;padding:2px 10px;border-radius:999px;background:#eef3ff}
header.docs a:hover{color:#1d4ed8}
header.docs a:focus-visible{outline:3px solid #93b4ff;outline-offset:2px}
noscript .fallback{max-width:880px;margin:24px auto;padding:0 20px;font-family:Pretendard,"Noto Sans KR",system-ui,sans-serif;line-height:1.6}
`;

const LOGO =
  '<svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true"><rect width="28" height="28" rx="8" fill="#2457f5"/><path d="M7 9.5a2.5 2.5 0 0 1 2.5-2.5h9A2.5 2.5 0 0 1 21 9.5v6a2.5 2.5 0 0 1-2.5 2.5H13l-4 3v-3h.5A2.5 2.5 0 0 1 7 15.5z" fill="#fff"/></svg>';

/**
 * Runs before Scalar's bundle, so that it works under the page's Content-Security-Policy (no
 * 'unsafe-inline', no 'unsafe-eval') without a violation: Scalar reads the nonce for its main
 * stylesheet, but two more <style> elements (its toasts' CSS, its theme rendered by Vue) are inserted
 * without it, and a scrollbar probe writes a style attribute. So a <style> that a script (never the
 * HTML parser) inserts gets the nonce, a style attribute set from script is applied through CSSOM
 * (which the policy does not govern), and zod, bundled in Scalar, does not probe `new Function`.
 */
const SCALAR_UNDER_CSP = `(() => {
  const nonce = document.querySelector('meta[property="csp-nonce"]').content;
  globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
  const give = (node) => {
    if (node instanceof HTMLStyleElement && !node.nonce) node.nonce = nonce;
    else if (node instanceof DocumentFragment) node.querySelectorAll('style').forEach(give);
  };
  for (const name of ['appendChild', 'insertBefore']) {
    const original = Node.prototype[name];
    Node.prototype[name] = function (node, ...rest) {
      give(node);
      return original.call(this, node, ...rest);
    };
  }
  const setAttribute = Element.prototype.setAttribute;
  Element.prototype.setAttribute = function (name, value) {
    if (String(name).toLowerCase() === 'style' && this.style) this.style.cssText = String(value);
    else setAttribute.call(this, name, value);
  };
})();`;

/** JSON inside an inline <script>: nothing in it can close the tag or open a comment. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * /docs: the public send API as OpenAPI (/docs/openapi.json, for tools and generated clients) and as
 * an interactive reference (Scalar, served from the package) whose "직접 보내 보기" sends to this
 * server with the API key typed into it. Without JavaScript the page lists the endpoints.
 */
const publicApiDocsRoutes: FastifyPluginAsync<{ publicUrl?: string }> = async (app, options) => {
  const document = publicApiDocument(
    {
      sms: app.smsChannel.simulatorGuide(),
      rcs: app.rcsChannel.simulatorGuide(),
      kakao: app.alimtalkChannel.simulatorGuide(),
    },
    { publicUrl: options.publicUrl, termsPath: SITE_PATHS.terms },
  );
  const bundle = await scalarBundleOnce();
  const bundlePath = `${PUBLIC_API_DOCS_PATH}/scalar-${bundle.hash}.js`;
  const site = siteTexts('ko');
  const configuration: Partial<ApiReferenceConfiguration> = {
    url: OPENAPI_JSON_PATH,
    // Nothing from Scalar's services: no web fonts, telemetry, AI agent, request proxy or hosted client.
    withDefaultFonts: false,
    telemetry: false,
    agent: { disabled: true },
    mcp: { disabled: true },
    showDeveloperTools: 'never',
    hideClientButton: true,
    documentDownloadType: 'json',
    // Try-it: the API key (Authorization: Bearer) typed once is used by every request, kept for the tab only.
    authentication: { preferredSecurityScheme: 'apiKey' },
    persistAuth: false,
    defaultHttpClient: { targetKey: 'node', clientKey: 'fetch' },
    theme: 'default',
    forceDarkModeState: 'light',
    hideDarkModeToggle: true,
    defaultOpenFirstTag: true,
    operationTitleSource: 'summary',
    localization: SCALAR_KOREAN,
  };

  app.get(OPENAPI_JSON_PATH, async () => document);
  app.get(bundlePath, async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(bundle.code),
  );
  app.get(PUBLIC_API_DOCS_PATH, async (_request, reply) => {
    // The answer's CSP nonce: on the inline style and script, and in <meta property="csp-nonce">,
    // where Scalar reads it for the stylesheet it inserts.
    const nonce = reply.pageNonce;
    const endpoints = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(
        ([method, operation]) =>
          `<li><code>${method.toUpperCase()} ${escapeHtml(path)}</code> — ${escapeHtml((operation as { summary: string }).summary)}</li>`,
      ),
    );
    const title = `${document.info.title} 문서`;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(
        `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
          `<title>${escapeHtml(title)} | ${escapeHtml(site.siteName)}</title>` +
          `<meta name="description" content="${escapeHtml(`${site.siteName}의 ${document.info.title}: 엔드포인트, 요청과 응답, 직접 보내 보기`)}">` +
          `${cspNonceMeta(nonce)}<style nonce="${nonce}">${REFERENCE_CSS}</style></head><body>` +
          `<header class="docs"><a class="logo" href="/">${LOGO}${escapeHtml(site.siteName)}</a><span class="title">API 문서</span>` +
          `<a href="${OPENAPI_JSON_PATH}">OpenAPI (JSON)</a></header>` +
          `<noscript><div class="fallback"><h1>${escapeHtml(document.info.title)}</h1>` +
          `<p>직접 보내 보기는 JavaScript가 필요해요. 엔드포인트 목록과 <a href="${OPENAPI_JSON_PATH}">OpenAPI 문서 (JSON)</a>는 그대로 볼 수 있어요.</p>` +
          `<h2>엔드포인트</h2><ul>${endpoints.join('')}</ul></div></noscript>` +
          `<div id="app"></div><script nonce="${nonce}">${SCALAR_UNDER_CSP}</script><script src="${bundlePath}"></script>` +
          `<script nonce="${nonce}">Scalar.createApiReference('#app', ${inlineJson(configuration)})</script></body></html>`,
      );
  });
};
export default publicApiDocsRoutes;
