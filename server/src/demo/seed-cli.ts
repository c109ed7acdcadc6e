import { readConfig } from '../config';
import { migrate } from '../db/migrate';
import { openPGlite } from '../db/pglite-database';
import { openPostgres } from '../db/postgres-database';
import { DEMO_LOGINS, seedDemo } from './seed';

/** `pnpm --filter @console/server seed`: migrates and seeds the configured database, then exits. */
const config = readConfig();
const db = config.databaseUrl ? openPostgres(config.databaseUrl) : await openPGlite(config.dataDir);
try {
  await migrate(db);
  const seeded = await seedDemo(db, { demoTeamProvisionSeconds: config.demoTeamProvisionSeconds });
  console.log(seeded ? 'Demo data seeded. Logins:' : 'The database already has users; nothing seeded. Demo logins:');
  for (const login of DEMO_LOGINS) console.log(`  ${login.id.padEnd(16)} ${login.password}  ${login.description}`);
} finally {
  await db.close();
}
