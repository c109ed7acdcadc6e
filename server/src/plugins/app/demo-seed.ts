import fp from 'fastify-plugin';
import { sendDemoActivity } from '../../demo/demo-activity';
import { DEMO_LOGINS, seedDemo } from '../../demo/seed';

/**
 * SEED=demo: fills an empty database with the demo data (a no-op once any user exists); with
 * DEMO_ACTIVITY=1 (npm start) the freshly seeded demo team also sends a few messages for real.
 */
export default fp<{ demoTeamProvisionSeconds: number; demoActivity?: boolean }>(
  async (app, options) => {
    if (await seedDemo(app.db, options)) {
      app.log.info({ logins: DEMO_LOGINS.map((login) => login.id) }, 'demo data seeded');
      if (options.demoActivity) app.log.info({ sendRequests: await sendDemoActivity(app) }, 'demo sends accepted');
    }
  },
  { name: 'demo-seed', dependencies: ['database', 'sending'] },
);
