import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ResultCode } from '@console/contracts/api-envelope';
import { shellIndexWithNonce } from '../../hosting/content-security-policy';

const JSON_PREFIXES = ['/api/', '/async/', '/dev/', '/_build/'];
// SPEC 2: "rendered on the server and not logged in" redirects to the login page.
const LOGIN_REQUIRED = [/^\/console(\/|$)/, /^\/brand\/customers\/serviceInquiry(\/|$)/];
const NOT_BUILT =
  '콘솔 화면이 아직 빌드되지 않았어요. 저장소 루트에서 npm run build (또는 npm start)를 실행해 주세요.\n' +
  'The console front end has not been built yet: run `npm run build` (or `npm start`) in the repository root.\n';

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/';
// A missing script or image must stay a 404: answering HTML for it hides the real error.
const looksLikeFile = (urlPath: string) => /\.[a-z0-9]+$/i.test(urlPath) && !urlPath.endsWith('.html');

/**
 * The not-found handler, which doubles as the single-page fallback: an unknown API path is a JSON
 * 404, a missing asset a plain 404, and any other page path answers the shell's index.html.
 */
export default fp(
  async (app) => {
    async function serveShell(request: FastifyRequest, reply: FastifyReply) {
      if (LOGIN_REQUIRED.some((pattern) => pattern.test(pathOf(request)))) {
        const session = await app.sessionCookie.read(request);
        if (session?.state !== 'ACTIVE') return reply.redirect('/account/login', 302);
      }
      const index = await app.shellIndex();
      if (!index)
        return reply.code(503).type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(NOT_BUILT);
      // The answer's CSP nonce goes into the page (the policy is set for every HTML answer: helmet.ts).
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(shellIndexWithNonce(index.html.toString('utf8'), reply.pageNonce));
    }

    // Asked by name, index.html is the same page (with this answer's nonce), not the file as built.
    app.get('/index.html', serveShell);

    app.setNotFoundHandler(async (request, reply) => {
      const urlPath = pathOf(request);
      if (JSON_PREFIXES.some((prefix) => urlPath.startsWith(prefix))) {
        return reply
          .code(404)
          .send({ resultCode: ResultCode.NOT_FOUND, resultData: null, message: '요청한 주소를 찾을 수 없어요.' });
      }
      if (
        (request.method !== 'GET' && request.method !== 'HEAD') ||
        urlPath.startsWith('/remotes/') ||
        looksLikeFile(urlPath)
      ) {
        return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
      }
      return serveShell(request, reply);
    });
  },
  { name: 'shell-fallback', dependencies: ['hosting', 'session-cookie'] },
);
