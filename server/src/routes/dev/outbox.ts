import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OutboxMessage } from '../../notifications/outbox-repository';
import { ok } from '../../http/envelope';

const OutboxQuery = z.object({
  to: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const page = (messages: OutboxMessage[], nonce: string) => `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><title>개발용 발신함</title>
<style nonce="${nonce}">body{font-family:sans-serif;margin:2rem;max-width:60rem}table{border-collapse:collapse;width:100%}
td,th{border:1px solid #ccc;padding:.4rem;text-align:left;vertical-align:top}pre{margin:0;white-space:pre-wrap}</style></head>
<body><h1>개발용 발신함 (dev outbox)</h1>
<p>서버가 보낸 문자와 이메일이에요. 실제로 발송되지는 않아요. 최신순, 받는 사람으로 거르려면 <code>?to=01012345678</code>.</p>
<table><thead><tr><th>시각</th><th>채널</th><th>받는 사람</th><th>내용</th></tr></thead><tbody>
${messages
  .map(
    (m) =>
      `<tr><td>${escapeHtml(new Date(m.createdAt).toLocaleString('ko-KR', { timeZone: 'Asia/Seoul' }))}</td><td>${m.channel}</td>` +
      `<td>${escapeHtml(m.to)}</td><td>${m.subject ? `<strong>${escapeHtml(m.subject)}</strong><br>` : ''}<pre>${escapeHtml(m.body)}</pre></td></tr>`,
  )
  .join('\n')}
</tbody></table>${messages.length === 0 ? '<p>아직 보낸 메시지가 없어요.</p>' : ''}</body></html>`;

/** The simulated SMS/e-mail provider's outbox; registered only outside production (or DEV_OUTBOX=1). */
const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dev/outbox', { schema: { querystring: OutboxQuery } }, async (request) =>
    ok(await app.outbox.list(request.query)),
  );
  app.get('/dev/outbox.html', { schema: { querystring: OutboxQuery } }, async (request, reply) => {
    const messages = await app.outbox.list(request.query);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page(messages, reply.pageNonce));
  });
};
export default outboxRoutes;
