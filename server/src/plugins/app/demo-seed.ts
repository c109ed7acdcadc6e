import fp from 'fastify-plugin';
import { DEMO_LOGINS, seedDemo } from '../../db/seed';

/** SEED=demo: fills an empty database with the demo data (a no-op once any user exists). */
export default fp<{ demoTeamProvisionSeconds: number }>(async (app, options) => {
  if (await seedDemo(app.db, options)) {
    app.log.info({ logins: DEMO_LOGINS.map((login) => login.id) }, 'demo data seeded');
  }
}, { name: 'demo-seed', dependencies: ['database'] });
