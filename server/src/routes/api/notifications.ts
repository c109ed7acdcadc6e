import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotificationListQuery, type ReadAllAnswer, type UnreadCount } from '@console/contracts/notifications';
import { authOf } from '../../http/request-auth';
import { notFound } from '../../http/api-error';
import { ok, pageOf, pageWindow } from '../../http/envelope';

const SeqParams = z.object({ seq: z.coerce.number().int().min(1).max(2_147_483_647) });

/**
 * The caller's own notifications. Every signed-in user has them, a withdrawal-requested one too
 * (reading and marking read changes nothing about the account).
 */
const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/notifications',
    { schema: { querystring: NotificationListQuery }, preValidation: app.authenticate },
    async (request) => {
      const query = request.query;
      const { items, total } = await app.notifications.list(authOf(request).user.userSeq, {
        unread: query.unread,
        ...pageWindow(query),
      });
      return ok(pageOf(items, query, total));
    },
  );

  app.get('/api/notifications/unread-count', { preValidation: app.authenticate }, async (request) =>
    ok<UnreadCount>({ count: await app.notifications.unreadCount(authOf(request).user.userSeq) }),
  );

  app.post('/api/notifications/read-all', { preValidation: app.authenticate }, async (request) =>
    ok<ReadAllAnswer>({ updated: await app.notifications.markAllRead(authOf(request).user.userSeq) }),
  );

  app.post(
    '/api/notifications/:seq/read',
    { schema: { params: SeqParams }, preValidation: app.authenticate },
    async (request) => {
      const { seq } = request.params;
      const notification = await app.notifications.markRead(authOf(request).user.userSeq, seq);
      if (!notification) throw notFound('알림을 찾을 수 없어요.');
      return ok(notification);
    },
  );
};
export default notificationsRoutes;
