import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { teamCallAs, type TeamCall } from '../../test-support/call-as';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { phoneIndexHandler } from './phone-index-job';

let t: TestApp;
before(async () => {
  t = await createTestApp({ carrierReportDelaySeconds: 0 });
});
after(() => t.close());

const call: TeamCall = (...args) => teamCallAs(t.app)(...args);
const sender = '02-1234-5678';
const send = (phones: string[], extra: Record<string, unknown> = {}) =>
  call('hanbit_user', 'POST', '/api/team/send-requests', {
    payload: { recipients: phones.map((phone) => ({ phone })), body: '번호 검색 확인', senderNumber: sender, ...extra },
  });
const searched = async (phone: string) =>
  (
    (await call('hanbit_user', 'GET', `/api/team/messages?phone=${phone}&size=100`)).json().resultData.items as {
      seq: number;
      phone: string;
    }[]
  )
    .map((m) => m.phone)
    .sort();
const requestState = async (seq: number) =>
  (
    await t.app.db.query<{ pending: boolean; through: string }>(
      'SELECT phones_pending AS pending, phones_indexed_through::text AS through FROM send_requests WHERE seq = $1',
      [seq],
    )
  )[0]!;
const tailsOf = async (seq: number) =>
  (
    await t.app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM message_phone_tails p JOIN messages m ON m.seq = p.message_seq WHERE m.request_seq = $1 AND p.tail = right(m.phone, 4)::smallint AND p.team_seq = m.team_seq',
      [seq],
    )
  )[0]!.n;
const orphanTails = async () =>
  (
    await t.app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM message_phone_tails p WHERE NOT EXISTS (SELECT 1 FROM messages m WHERE m.seq = p.message_seq)',
    )
  )[0]!.n;

test('a request is found by number the moment it is accepted, and through the side index once its job ran', async () => {
  const response = await send(['010-7777-1234', '010-8888-1234', '010-9999-5678']);
  assert.equal(response.statusCode, 200, response.body);
  const { seq } = response.json().resultData;
  // Accepted, not indexed yet: the history searches the request's own messages.
  assert.deepEqual(await requestState(seq), { pending: true, through: '0' });
  assert.equal(await tailsOf(seq), 0);
  assert.deepEqual(await searched('1234'), ['01077771234', '01088881234']);
  assert.deepEqual(await searched('010-9999-5678'), ['01099995678']);

  await t.app.jobs.runDueJobs();
  const indexed = await requestState(seq);
  assert.equal(indexed.pending, false);
  const [{ last } = { last: '' }] = await t.app.db.query<{ last: string }>(
    'SELECT max(seq)::text AS last FROM messages WHERE request_seq = $1',
    [seq],
  );
  assert.equal(indexed.through, last);
  assert.equal(await tailsOf(seq), 3);
  // Now only the side index can answer (the request is no longer pending).
  assert.deepEqual(await searched('1234'), ['01077771234', '01088881234']);
  assert.deepEqual(await searched('01099995678'), ['01099995678']);
  assert.deepEqual(await searched('01099991234'), []);
  assert.deepEqual(await searched('0000'), []);
});

test('a large request is indexed in chunks, and running the job again writes nothing twice', async () => {
  const [request] = await t.app.db.query<{ seq: number }>(
    `INSERT INTO send_requests (team_seq, status, body, sender_number, total_count, sms_count) VALUES (1, 'DONE', '대량', '0212345678', 25001, 25001) RETURNING seq`,
  );
  await t.app.db.query(
    `INSERT INTO messages (request_seq, team_seq, phone, type, bytes, status) SELECT $1, 1, '0105' || lpad(i::text, 7, '0'), 'SMS', 4, 'DELIVERED' FROM generate_series(1, 25001) AS i`,
    [request!.seq],
  );
  const matches = ['01050000007', '01050010007', '01050020007'];
  assert.deepEqual(await searched('0007'), matches);
  await phoneIndexHandler(t.app.db)({ requestSeq: request!.seq });
  assert.equal(await tailsOf(request!.seq), 25_001);
  assert.equal((await requestState(request!.seq)).pending, false);
  assert.deepEqual(await searched('0007'), matches);
  // A repeat (a job retried after a crash) finds nothing left to do and fails on nothing.
  await t.app.db.query('UPDATE send_requests SET phones_pending = true, phones_indexed_through = 0 WHERE seq = $1', [
    request!.seq,
  ]);
  await phoneIndexHandler(t.app.db)({ requestSeq: request!.seq });
  assert.equal(
    (await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM message_phone_tails WHERE tail = 7'))[0]!.n,
    3,
  );
  assert.equal(await tailsOf(request!.seq), 25_001);
  await assert.rejects(phoneIndexHandler(t.app.db)({}), /requestSeq/);
  // Deleting the request takes its 25,001 numbers along in one statement.
  await t.app.db.query('DELETE FROM send_requests WHERE seq = $1', [request!.seq]);
  assert.equal(await orphanTails(), 0);
  assert.deepEqual(await searched('0007'), []);
});

test('a rewritten reservation and a deleted request take their numbers out of the search', async () => {
  const kstNoon = new Date(Date.now() + 2 * 86_400_000);
  kstNoon.setUTCHours(3, 0, 0, 0);
  const reserveAt = kstNoon.toISOString();
  const created = await send(['010-3100-4321', '010-3200-4321'], { reserveAt });
  assert.equal(created.statusCode, 200, created.body);
  const { seq } = created.json().resultData;
  await t.app.jobs.runDueJobs();
  assert.equal(await tailsOf(seq), 2);
  assert.deepEqual(await searched('4321'), ['01031004321', '01032004321']);

  const edited = await call('hanbit_user', 'PUT', `/api/team/send-requests/${seq}`, {
    payload: { recipients: [{ phone: '010-3300-8765' }], body: '바뀐 예약', senderNumber: sender, reserveAt },
  });
  assert.equal(edited.statusCode, 200, edited.body);
  assert.deepEqual(await searched('4321'), []);
  assert.equal(await orphanTails(), 0);
  assert.equal((await requestState(seq)).pending, true);
  assert.deepEqual(await searched('8765'), ['01033008765']);
  await t.app.jobs.runDueJobs();
  assert.equal(await tailsOf(seq), 1);
  assert.deepEqual(await searched('8765'), ['01033008765']);

  await t.app.db.query('DELETE FROM send_requests WHERE seq = $1', [seq]);
  assert.deepEqual(await searched('8765'), []);
  assert.equal(await orphanTails(), 0);
});
