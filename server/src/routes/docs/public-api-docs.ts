import type { FastifyPluginAsync } from 'fastify';
import { publicApiDocument } from '../../sending/public-api-openapi';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** /docs: the public send API as OpenAPI (JSON for tools) and as a plain page for people. */
const publicApiDocsRoutes: FastifyPluginAsync = async (app) => {
  const document = publicApiDocument({
    sms: app.smsChannel.simulatorGuide(),
    rcs: app.rcsChannel.simulatorGuide(),
    kakao: app.alimtalkChannel.simulatorGuide(),
  });
  app.get('/docs/openapi.json', async () => document);
  app.get('/docs', async (_request, reply) => {
    const paths = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(
        ([method, operation]) =>
          `<li><code>${method.toUpperCase()} ${escapeHtml(path)}</code> — ${escapeHtml((operation as { summary: string }).summary)}</li>`,
      ),
    );
    const paragraphs = document.info.description.split('\n\n').map((p) => `<p>${escapeHtml(p)}</p>`);
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>${escapeHtml(document.info.title)}</title></head><body>` +
          `<h1>${escapeHtml(document.info.title)}</h1>${paragraphs.join('')}<h2>엔드포인트</h2><ul>${paths.join('')}</ul>` +
          `<p><a href="/docs/openapi.json">OpenAPI 문서 (JSON)</a></p></body></html>`,
      );
  });
};
export default publicApiDocsRoutes;
