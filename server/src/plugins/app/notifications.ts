import fp from 'fastify-plugin';
import {
  createNotificationsRepository,
  type NotificationsRepository,
} from '../../notifications/notifications-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * In-app notifications: `app.notifications.notify(userSeq | { bizSeq, roles? } | { teamSeq },
     * kind, title, body, link, { tx? })`. Title and body are Korean, shown as written.
     */
    notifications: NotificationsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('notifications', createNotificationsRepository(app.db));
  },
  { name: 'notifications', dependencies: ['database'] },
);
