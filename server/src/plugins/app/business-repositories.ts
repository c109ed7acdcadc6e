import fp from 'fastify-plugin';
import { createNoticesRepository, type NoticesRepository } from '../../brand/notices-repository';
import {
  createCallbackNumbersRepository,
  type CallbackNumbersRepository,
} from '../../numbers/callback-numbers-repository';
import { createDailyStatsRepository, type DailyStatsRepository } from '../../stats/daily-stats-repository';
import { createSendStatsRepository, type SendStatsRepository } from '../../stats/send-stats-repository';

declare module 'fastify' {
  interface FastifyInstance {
    callbackNumbers: CallbackNumbersRepository;
    dailyStats: DailyStatsRepository;
    /** Running totals of sends by hour, channel, type, template and profile, and failure reasons. */
    sendStats: SendStatsRepository;
    notices: NoticesRepository;
  }
}

/** The repositories behind the first screens of each remote. */
export default fp(
  async (app) => {
    app.decorate('callbackNumbers', createCallbackNumbersRepository(app.db));
    app.decorate('dailyStats', createDailyStatsRepository(app.db));
    app.decorate('sendStats', createSendStatsRepository(app.db));
    app.decorate('notices', createNoticesRepository(app.db));
  },
  { name: 'business-repositories', dependencies: ['database'] },
);
