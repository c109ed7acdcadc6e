/**
 * @jest-environment node
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient, type ApiErrorHandlers } from './api-client';
import { ApiError } from './api-error';

/** A small real HTTP server: tokens "valid-N" pass, anything else is 401; refresh hands out a new one. */
class FakeServer {
  server: Server;
  refreshCalls = 0;
  refreshFails = false;
  currentToken = 'valid-1';
  requests: IncomingMessage[] = [];
  failuresLeft = new Map<string, number>();
  baseURL = '';

  constructor() {
    this.server = createServer((req, res) => this.handle(req, res));
  }

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.baseURL = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  private handle(req: IncomingMessage, res: ServerResponse) {
    this.requests.push(req);
    const url = req.url ?? '';
    if (url === '/api/auth/refresh-token') {
      this.refreshCalls += 1;
      if (this.refreshFails)
        return setTimeout(
          () => this.send(res, 403, { resultCode: 4030, resultData: null, message: '세션이 없어요.' }),
          20,
        );
      this.currentToken = `valid-${this.refreshCalls + 1}`;
      return setTimeout(
        () => this.send(res, 200, { resultCode: 1000, resultData: { accessToken: { token: this.currentToken } } }),
        20,
      );
    }
    const status = Number(/^\/status\/(\d+)/.exec(url)?.[1] ?? 0);
    if (status) {
      const left = this.failuresLeft.get(url) ?? Infinity;
      if (left > 0) {
        this.failuresLeft.set(url, left - 1);
        return this.send(res, status, {
          resultCode: status * 10,
          resultData: null,
          message: `상태 ${status}`,
          errors: status === 400 ? [{ field: 'name', message: '이름을 입력해 주세요.' }] : undefined,
        });
      }
      return this.send(res, 200, { resultCode: 1000, resultData: 'recovered' });
    }
    if (req.headers.authorization !== `Bearer ${this.currentToken}`)
      return this.send(res, 401, { resultCode: 4010, resultData: null, message: '만료' });
    return this.send(res, 200, { resultCode: 1000, resultData: { url, team: req.headers['curr-team-seq'] ?? null } });
  }
}

function recordingHandlers() {
  const calls: string[] = [];
  const handlers: ApiErrorHandlers = {
    sessionExpired: () => calls.push('sessionExpired'),
    sessionInvalid: () => calls.push('sessionInvalid'),
    roleNotAllowed: () => calls.push('roleNotAllowed'),
    teamNotAllowed: () => calls.push('teamNotAllowed'),
    serverError: () => calls.push('serverError'),
    networkError: () => calls.push('networkError'),
  };
  return { calls, handlers };
}

describe('api client', () => {
  const server = new FakeServer();
  let token = 'valid-1';
  let teamSeq: number | string | null = null;
  let recorded = recordingHandlers();

  const client = () =>
    createApiClient({
      baseURL: server.baseURL,
      getAccessToken: () => token,
      getTeamSeq: () => teamSeq,
      refreshSession: async () => {
        const answer = await fetch(`${server.baseURL}/api/auth/refresh-token`, { method: 'POST' });
        if (!answer.ok) throw new Error('refresh failed');
        token = ((await answer.json()) as { resultData: { accessToken: { token: string } } }).resultData.accessToken
          .token;
      },
      handlers: recorded.handlers,
    });

  beforeAll(() => server.start());
  afterAll(() => server.stop());
  beforeEach(() => {
    server.requests = [];
    server.refreshCalls = 0;
    server.refreshFails = false;
    server.currentToken = 'valid-1';
    token = 'valid-1';
    teamSeq = null;
    server.failuresLeft.clear();
    recorded = recordingHandlers();
  });

  it('sends AJAX, the bearer token and Curr-Team-Seq only for an integer team id', async () => {
    const api = client();
    for (const [value, expected] of [
      [7, '7'],
      ['12', '12'],
      ['abc', null],
      [1.5, null],
      [null, null],
    ] as const) {
      teamSeq = value;
      const answer = await api.get<{ team: string | null }>('/api/x');
      expect(answer.team).toBe(expected);
    }
    const last = server.requests.at(-1);
    expect(last?.headers.ajax).toBe('true');
    expect(last?.headers.authorization).toBe('Bearer valid-1');
  });

  it('reports the share of a large body sent, ending at 1', async () => {
    const fractions: number[] = [];
    const body = {
      recipients: Array.from({ length: 20_000 }, (_, i) => ({ phone: `010${String(i).padStart(8, '0')}` })),
    };
    await client().post('/api/team/send-requests', body, { onUploadProgress: (fraction) => fractions.push(fraction) });
    expect(fractions.length).toBeGreaterThan(0);
    expect(fractions.at(-1)).toBe(1);
    expect(
      fractions.every((fraction, i) => fraction >= 0 && fraction <= 1 && (i === 0 || fraction >= fractions[i - 1]!)),
    ).toBe(true);
  });

  it('refreshes once for 100 concurrent requests on an expired token, then all succeed', async () => {
    const api = client();
    server.currentToken = 'valid-0'; // the token the client holds is now expired
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => api.get<{ url: string }>(`/api/item/${i}`)),
    );
    expect(server.refreshCalls).toBe(1);
    expect(results).toHaveLength(100);
    expect(results[42]?.url).toBe('/api/item/42');
    expect(recorded.calls).toEqual([]);
  });

  it('a failed refresh raises 403 Unauthorized for every queued request and alerts once', async () => {
    const api = client();
    server.currentToken = 'valid-0';
    server.refreshFails = true;
    const results = await Promise.allSettled(Array.from({ length: 100 }, (_, i) => api.get(`/api/item/${i}`)));
    expect(server.refreshCalls).toBe(1);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    const reason = (results[0] as PromiseRejectedResult).reason as ApiError;
    expect(reason).toBeInstanceOf(ApiError);
    expect(reason.status).toBe(403);
    expect(reason.message).toBe('Unauthorized');
    expect(recorded.calls).toEqual(['sessionExpired']);
  });

  it('retries a GET once on a retryable status, never a POST', async () => {
    const api = client();
    server.failuresLeft.set('/status/503', 1);
    await expect(api.get('/status/503')).resolves.toBe('recovered');
    server.failuresLeft.set('/status/503', 1);
    await expect(api.post('/status/503')).rejects.toMatchObject({ status: 503 });
    server.failuresLeft.set('/status/500', 2);
    await expect(api.get('/status/500')).rejects.toMatchObject({ status: 500 });
    server.failuresLeft.set('/status/404', 1);
    await expect(api.get('/status/404')).rejects.toMatchObject({ status: 404 });
    const hits = server.requests.map((r) => r.url);
    // GET: failed once, retried once; POST: once, no retry
    expect(hits.filter((u) => u === '/status/503')).toHaveLength(3);
    expect(hits.filter((u) => u === '/status/500')).toHaveLength(2);
    expect(hits.filter((u) => u === '/status/404')).toHaveLength(1);
  });

  it('maps 403, 455, 499 and 5xx to their SPEC handling and leaves 4xx to the caller', async () => {
    const api = client();
    await expect(api.get('/status/403')).rejects.toMatchObject({ status: 403 });
    await expect(api.get('/status/455')).rejects.toMatchObject({ status: 455 });
    await expect(api.get('/status/499')).rejects.toMatchObject({ status: 499, message: 'Not allowed' });
    await expect(api.post('/status/500')).rejects.toMatchObject({ status: 500 });
    const invalid = await api.post('/status/400').catch((e: unknown) => e as ApiError);
    expect(invalid).toBeInstanceOf(ApiError);
    expect((invalid as ApiError).fieldError('name')).toBe('이름을 입력해 주세요.');
    expect(recorded.calls).toEqual(['sessionInvalid', 'roleNotAllowed', 'teamNotAllowed', 'serverError']);
  });

  it('only logs a network error', async () => {
    const api = createApiClient({
      baseURL: 'http://127.0.0.1:9',
      getAccessToken: () => null,
      getTeamSeq: () => null,
      refreshSession: async () => undefined,
      handlers: recorded.handlers,
    });
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 0 });
    expect(recorded.calls).toEqual(['networkError']);
  });
});
