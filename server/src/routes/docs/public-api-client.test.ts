import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { insertApiKey } from '../../../test-support/api-key-fixture';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

// An integrator's view of /docs/openapi.json: generate TypeScript types from the document the running
// server serves (openapi-typescript), type-check a client written against them (openapi-fetch, tsc),
// then send an SMS through the server with that client and read its results back. If the document
// and the server disagree (a path, a parameter, a field of an answer), the type check or the
// answers fail.

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const tscBin = path.resolve(serverDir, '../node_modules/typescript/bin/tsc');

/** The integrator's code: only what the generated `paths` allow compiles. */
const CLIENT_SOURCE = `import createClient from 'openapi-fetch';
import type { paths } from './api.js';

export const consoleClient = (baseUrl: string, apiKey: string) =>
  createClient<paths>({ baseUrl, headers: { Authorization: \`Bearer \${apiKey}\` } });
type ConsoleClient = ReturnType<typeof consoleClient>;

export async function sendSms(client: ConsoleClient, idempotencyKey: string) {
  const { data, error, response } = await client.POST('/api/public/v1/send-requests', {
    params: { header: { 'Idempotency-Key': idempotencyKey } },
    body: {
      recipients: [{ phone: '010-9100-0001' }, { phone: '010-0000-0001' }],
      body: '[한빛커머스] 주문이 접수되었어요.',
      senderNumber: '0212345678',
    },
  });
  if (error) return { status: response.status, message: error.message };
  const accepted: { seq: number; acceptedCount: number; status: string } = data.resultData;
  return { status: response.status, accepted };
}

export async function readResults(client: ConsoleClient, seq: number) {
  const detail = await client.GET('/api/public/v1/send-requests/{seq}', { params: { path: { seq } } });
  if (detail.error) throw new Error(detail.error.message);
  const failed = await client.GET('/api/public/v1/send-requests/{seq}/messages', {
    params: { path: { seq }, query: { status: 'FAILED', page: 1, size: 20 } },
  });
  if (failed.error) throw new Error(failed.error.message);
  const request = detail.data.resultData;
  return {
    status: request.status,
    delivered: request.counts.delivered,
    failed: failed.data.resultData.items.map((m) => ({ phone: m.phone, resultReason: m.resultReason })),
    total: failed.data.resultData.total,
  };
}
`;

let t: TestApp;
let baseUrl: string;
let apiKey: string;
let work: string;
before(async () => {
  t = await createTestApp({ carrierReportDelaySeconds: 0 });
  apiKey = await insertApiKey(t.app.db, 1, { allowedIps: ['127.0.0.0/8'] });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  work = await mkdtemp(path.join(tmpdir(), 'console-openapi-client-'));
});
after(async () => {
  await t.close();
  await rm(work, { recursive: true, force: true });
});

test('a client generated from /docs/openapi.json type-checks and sends an SMS through the running server', async () => {
  const answer = await fetch(`${baseUrl}/docs/openapi.json`);
  assert.equal(answer.status, 200);
  const document = (await answer.json()) as OpenAPI3;

  // The integrator's project: generated types, their client, openapi-fetch as a dependency.
  await writeFile(path.join(work, 'api.d.ts'), astToString(await openapiTS(document)));
  await writeFile(path.join(work, 'client.ts'), CLIENT_SOURCE);
  await writeFile(path.join(work, 'package.json'), JSON.stringify({ type: 'module' }));
  await mkdir(path.join(work, 'node_modules'));
  await symlink(path.join(serverDir, 'node_modules/openapi-fetch'), path.join(work, 'node_modules/openapi-fetch'));

  const tsc = promisify(execFile)(
    process.execPath,
    [tscBin, '--noEmit', '--strict', '--target', 'es2022', '--module', 'nodenext', '--skipLibCheck', 'client.ts'],
    { cwd: work },
  );
  await tsc.catch((e: { stdout?: string }) => assert.fail(`the client does not type-check:\n${e.stdout}`));

  const client = (await import(pathToFileURL(path.join(work, 'client.ts')).href)) as {
    consoleClient(baseUrl: string, apiKey: string): unknown;
    sendSms(
      client: unknown,
      idempotencyKey: string,
    ): Promise<{ status: number; accepted?: { seq: number; acceptedCount: number; status: string }; message?: string }>;
    readResults(
      client: unknown,
      seq: number,
    ): Promise<{
      status: string;
      delivered: number;
      failed: { phone: string; resultReason: string | null }[];
      total: number;
    }>;
  };
  const api = client.consoleClient(baseUrl, apiKey);
  const sent = await client.sendSms(api, 'openapi-client-1');
  assert.equal(sent.status, 200, sent.message);
  assert.equal(sent.accepted!.acceptedCount, 2);
  assert.ok(sent.accepted!.seq > 0);
  // The same Idempotency-Key answers the first request again.
  assert.deepEqual((await client.sendSms(api, 'openapi-client-1')).accepted, sent.accepted);

  const [stored] = await t.app.db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM messages WHERE request_seq = $1',
    [sent.accepted!.seq],
  );
  assert.equal(stored?.count, 2, 'the request and its messages are stored');
  await t.app.jobs.runDueJobs();
  assert.deepEqual(await client.readResults(api, sent.accepted!.seq), {
    status: 'DONE',
    delivered: 1,
    failed: [{ phone: '01000000001', resultReason: '결번' }],
    total: 1,
  });

  // A refusal comes back as the document's error answer, with its Korean message.
  const refused = await client.sendSms(client.consoleClient(baseUrl, 'ck_live_unknownunknownunknownunknown'), 'x');
  assert.equal(refused.status, 401);
  assert.match(refused.message!, /API 키/);
});
