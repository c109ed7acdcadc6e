import assert from 'node:assert/strict';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CARRIER_REPORT } from '../src/sending/delivery-jobs';
import { sharedLoginAs } from './test-app';

const LIST = '/api/team/send-requests?page=1&size=5';
const HISTORY = '/api/team/messages?page=1&size=5';
type Item = { seq: number; status: string; requestSeq?: number };
type Page = { items: Item[]; total: number };

/**
 * The team read cache's invalidation paths (http/team-read-cache.ts, migration 101): a change made
 * through `changer` shows on `reader` within `withinMs` (0: the very next read), though `reader` had
 * just served the same list from its cache. Used by src/plugins/app/team-reads.test.ts (PGlite, one
 * process) and test/team-read-cache-cross-process.test.ts (two processes on one PostgreSQL).
 */
export function teamReadChecks(apps: () => { changer: FastifyInstance; reader: FastifyInstance; withinMs: number }) {
  const get = async (app: FastifyInstance, url: string, loginId = 'hanbit_user', team = '1') =>
    app.inject({ url, headers: { ...(await sharedLoginAs(app, loginId)).headers, 'curr-team-seq': team } });

  /** Reads `url` twice on `reader`: the second answer must come from its cache, the same bytes. */
  async function cached(reader: FastifyInstance, url: string): Promise<Page> {
    const first = await get(reader, url);
    assert.equal(first.statusCode, 200, first.body);
    const hits = reader.teamReads.stats().hits;
    const second = await get(reader, url);
    assert.equal(reader.teamReads.stats().hits, hits + 1, `${url} is served from the cache`);
    assert.equal(second.body, first.body);
    return first.json().resultData;
  }

  /** Reads `url` on `reader` until `done` holds; fails after `withinMs` (0: the first read must show it). */
  async function until(reader: FastifyInstance, url: string, done: (page: Page) => boolean, what: string) {
    const { withinMs } = apps();
    const started = performance.now();
    for (;;) {
      const answer: LightMyRequestResponse = await get(reader, url);
      if (done(answer.json().resultData)) return;
      const elapsed = Math.round(performance.now() - started);
      assert.ok(elapsed < withinMs, `${what}: ${url} still answers as before the change after ${elapsed} ms`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  const send = async (app: FastifyInstance, phones: string[]) => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/team/send-requests',
      headers: { ...(await sharedLoginAs(app, 'hanbit_user')).headers, 'curr-team-seq': '1' },
      payload: { recipients: phones.map((phone) => ({ phone })), body: '캐시 확인 발송', senderNumber: '02-1234-5678' },
    });
    assert.equal(answer.statusCode, 200, answer.body);
    return answer.json().resultData.seq as number;
  };

  return {
    /** A member sends on the changer's console: the list shows the request. */
    async consoleSend() {
      const { changer, reader } = apps();
      await cached(reader, LIST);
      const seq = await send(changer, ['01020000011']);
      await until(reader, LIST, (page) => page.items[0]?.seq === seq, 'a console send');
    },

    /** A row written by no request of either app (a job, another service): only the triggers tell. */
    async databaseInsert() {
      const { changer, reader } = apps();
      const before = await cached(reader, LIST);
      const [row] = await changer.db.query<{ seq: number }>(
        `INSERT INTO send_requests (team_seq, status, body, sender_number) VALUES (1, 'DONE', '직접 쓴 요청', '0212345678')
         RETURNING seq`,
      );
      await until(
        reader,
        LIST,
        (page) => page.items[0]?.seq === row!.seq && page.total === before.total + 1,
        'an insert',
      );
    },

    /** The carrier's report job settles messages: the history and the list show their results. */
    async carrierReport() {
      const { changer, reader } = apps();
      const seq = await send(changer, ['01020000012', '01000000001']);
      await changer.jobs.runDueJobs(); // handed to the carrier; its report is due seconds later
      const history = await cached(reader, HISTORY);
      const ours = history.items.filter((item) => item.requestSeq === seq);
      assert.equal(ours.length, 2);
      assert.ok(ours.every((item) => item.status === 'SENT_TO_CARRIER'));
      await cached(reader, LIST);
      await changer.db.query('UPDATE jobs SET run_at = now() WHERE kind = $1 AND done_at IS NULL', [CARRIER_REPORT]);
      await changer.jobs.runDueJobs();
      await until(
        reader,
        HISTORY,
        (page) =>
          page.items
            .filter((item) => item.requestSeq === seq)
            .map((item) => item.status)
            .sort()
            .join() === 'DELIVERED,FAILED',
        'a carrier report',
      );
      await until(
        reader,
        LIST,
        (page) => page.items.find((item) => item.seq === seq)?.status === 'DONE',
        'a carrier report',
      );
      return seq;
    },

    /** A request deleted with its messages (as a team's deletion does): gone from the list and the history. */
    async deletion(seq: number) {
      const { changer, reader } = apps();
      assert.ok((await cached(reader, LIST)).items.some((item) => item.seq === seq));
      assert.ok((await cached(reader, HISTORY)).items.some((item) => item.requestSeq === seq));
      await changer.db.query('DELETE FROM send_requests WHERE seq = $1', [seq]);
      await until(reader, LIST, (page) => !page.items.some((item) => item.seq === seq), 'a deletion');
      await until(reader, HISTORY, (page) => !page.items.some((item) => item.requestSeq === seq), 'a deletion');
    },
  };
}
