/**
 * The reference of scripts/bench-reads.mjs: a bare Fastify route (no plugins, no logger) on PORT, so the
 * console's authenticated reads are measured against what the framework alone answers on this machine.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ resultCode: '200', resultData: { ok: true }, message: null }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
