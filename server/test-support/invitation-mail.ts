import type { FastifyInstance } from 'fastify';

/** The newest invitation e-mail to `email` in the dev outbox, with the token of its link. */
export async function lastInvitationMail(app: FastifyInstance, email: string) {
  const [mail] = await app.outbox.list({ to: email, limit: 1 });
  if (!mail) throw new Error(`no mail to ${email} in the outbox`);
  const link = /(https?:\/\/\S+\/popup\/join-mail\?token=([A-Za-z0-9_-]+))/.exec(mail.body);
  if (!link) throw new Error(`no join-mail link in: ${mail.body}`);
  return { ...mail, link: link[1]!, token: decodeURIComponent(link[2]!) };
}
