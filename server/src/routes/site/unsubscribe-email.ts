import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addEmailOptOut } from '../../channels/email/email-repository';
import { readUnsubscribeToken } from '../../channels/email/unsubscribe-token';

const page = (title: string, message: string, nonce: string) => `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title>
<style nonce="${nonce}">body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1f2937;line-height:1.6}h1{font-size:1.4rem}</style>
</head><body><main><h1>${title}</h1><p>${message}</p></main></body></html>`;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The unsubscribe link of advertising mail (DOMAIN.md "E-mail"): no login; the signed token names the
 * team and the address, which joins the team's e-mail opt-outs (its advertising mail never goes there again).
 */
const unsubscribeEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/unsubscribe/email',
    { schema: { querystring: z.object({ token: z.string().max(2000).optional() }) } },
    async (request, reply) => {
      const target = readUnsubscribeToken(app.emailUnsubscribeSecret, request.query.token ?? '');
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!target)
        return reply
          .code(400)
          .send(
            page(
              '수신거부 링크가 올바르지 않아요',
              '메일에 있는 수신거부 링크를 그대로 열어 주세요. 링크가 잘렸다면 메일에서 다시 눌러 주세요.',
              reply.pageNonce,
            ),
          );
      await addEmailOptOut(app.db, target.teamSeq, target.address);
      return reply.send(
        page(
          '수신거부가 완료됐어요',
          `${escapeHtml(target.address)} 주소로는 이 발신자의 광고 메일을 더 이상 보내지 않아요.`,
          reply.pageNonce,
        ),
      );
    },
  );
};
export default unsubscribeEmailRoutes;
