import { readConfig } from './config';
import { buildApp } from './build-app';
import { demoBanner } from './demo/demo-banner';

/** Reads the environment, builds the app and listens; closes cleanly on SIGINT/SIGTERM. */
const config = readConfig();
const app = await buildApp({ config, logger: { level: config.logLevel } });

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing');
    // A hung close must not keep the process forever (e.g. a stuck database connection).
    setTimeout(() => process.exit(1), 10_000).unref();
    app.close().then(
      () => process.exit(0),
      (error) => {
        app.log.error({ err: error }, 'close failed');
        process.exit(1);
      },
    );
  });
}

try {
  await app.listen({ port: config.port, host: config.host });
  if (config.printDemoLogins) {
    const host = ['127.0.0.1', '0.0.0.0', '::'].includes(config.host) ? 'localhost' : config.host;
    console.log(demoBanner(`http://${host}:${config.port}`, config.devOutbox));
  }
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  await app.close().catch(() => undefined);
  process.exit(1);
}
