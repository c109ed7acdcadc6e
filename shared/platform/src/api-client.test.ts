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

  /** Answers what arrived: method, URL, the headers the client sets and the body as text. */
  private echo(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () =>
      this.send(res, 200, {
        resultCode: 1000,
        resultData: {
          method: req.method,
          url: req.url,
          accept: req.headers.accept ?? null,
          contentType: req.headers['content-type'] ?? null,
          idempotencyKey: req.headers['idempotency-key'] ?? null,
          body: Buffer.concat(chunks).toString('utf8'),
        },
      }),
    );
  }

  private send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  private handle(req: IncomingMessage, res: ServerResponse) {
    this.requests.push(req);
    const url = req.url ?? '';
    if (url.startsWith('/echo')) return this.echo(req, res);
    if (url === '/slow') return; // never answers: only an abort ends it
    if (url.startsWith('/html/')) {
      // An answer from a proxy or a crashed upstream: a page, not the envelope.
      res.writeHead(Number(url.slice('/html/'.length)), { 'Content-Type': 'text/html' });
      return res.end('<html><body>Bad Gateway</body></html>');
    }
    if (url === '/file') {
      res.writeHead(200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="export.csv"; filename*=UTF-8''${encodeURIComponent('발송내역.csv')}`,
      });
      return res.end('번호,상태\n1,완료\n');
    }
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

  interface Echo {
    method: string;
    url: string;
    accept: string | null;
    contentType: string | null;
    idempotencyKey: string | null;
    body: string;
  }

  it('writes params into the query: no undefined or null, a list as repeated keys, Korean encoded', async () => {
    const echo = await client().get<Echo>('/echo', {
      params: {
        page: 2,
        q: '김 한빛&co',
        unread: true,
        from: new Date('2026-11-20T01:02:03.000Z'),
        status: ['APPROVED', 'REJECTED'],
        state: undefined,
        groupSeq: null,
      },
    });
    const [path, search] = echo.url.split('?');
    expect(path).toBe('/echo');
    const query = new URLSearchParams(search);
    expect([...query.keys()]).toEqual(['page', 'q', 'unread', 'from', 'status', 'status']);
    expect(query.get('q')).toBe('김 한빛&co');
    expect(query.get('unread')).toBe('true');
    expect(query.get('from')).toBe('2026-11-20T01:02:03.000Z');
    // Fastify reads repeated keys as a list; `status[]=...` would arrive as a key named "status[]".
    expect(query.getAll('status')).toEqual(['APPROVED', 'REJECTED']);
    expect(echo.accept).toBe('application/json');
    await expect(client().get('/echo', { params: { filter: { a: 1 } } })).rejects.toThrow(/"filter"/);
  });

  it('sends JSON bodies as JSON and FormData as multipart with its boundary', async () => {
    const api = client();
    const json = await api.post<Echo>('/echo', { name: '김한빛' }, { headers: { 'Idempotency-Key': 'key-1' } });
    expect(json).toMatchObject({ method: 'POST', contentType: 'application/json', idempotencyKey: 'key-1' });
    expect(JSON.parse(json.body)).toEqual({ name: '김한빛' });
    expect(json.accept).toBe('application/json, text/plain, */*');
    expect((await api.put<Echo>('/echo')).body).toBe('{}');
    expect(await api.delete<Echo>('/echo')).toMatchObject({ method: 'DELETE', contentType: null, body: '' });

    const form = new FormData();
    form.append('purpose', 'ALIMTALK');
    form.append('file', new Blob(['png-bytes'], { type: 'image/png' }), '이미지.png');
    const multipart = await api.postMultipart<Echo>('/echo', form, { params: { purpose: 'ALIMTALK' } });
    expect(multipart.url).toBe('/echo?purpose=ALIMTALK');
    expect(multipart.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(multipart.body).toContain('png-bytes');
  });

  it('still sends when progress is asked for and there is no XMLHttpRequest (fetch has no upload progress)', async () => {
    const fractions: number[] = [];
    const echo = await client().post<Echo>('/echo', { a: 1 }, { onUploadProgress: (f) => fractions.push(f) });
    expect(JSON.parse(echo.body)).toEqual({ a: 1 });
    expect(fractions).toEqual([]);
  });

  it('rethrows an aborted request as an abort, without any handler', async () => {
    const api = client();
    const controller = new AbortController();
    const pending = api.get('/slow', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await expect(api.get('/api/x', { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
    expect(recorded.calls).toEqual([]);
  });

  it('turns a page instead of the envelope into an ApiError, never a parse error', async () => {
    const api = client();
    await expect(api.get('/html/200')).rejects.toMatchObject({
      status: 200,
      message: 'Unexpected answer from the server.',
    });
    const failed = await api.post('/html/502').catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ApiError);
    expect(failed).toMatchObject({ status: 502, message: 'Bad Gateway', resultCode: null, fieldErrors: [] });
    expect(recorded.calls).toEqual(['serverError']);
  });

  it('downloads a file as a Blob with the Korean name of its Content-Disposition', async () => {
    const file = await client().download('/file');
    expect(file.exportTitle).toBe('발송내역.csv');
    expect(file.blob.type).toBe('text/csv; charset=utf-8');
    expect(await file.blob.text()).toBe('번호,상태\n1,완료\n');
    const refused = await client()
      .download('/status/404', { silent: true })
      .catch((e: unknown) => e as ApiError);
    expect(refused).toMatchObject({ status: 404, message: '상태 404', resultCode: 4040 });
  });

  it('only logs a network error', async () => {
    const api = createApiClient({
      baseURL: 'http://127.0.0.1:9',
      getAccessToken: () => null,
      getTeamSeq: () => null,
      refreshSession: async () => undefined,
      handlers: recorded.handlers,
    });
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 0, message: 'Network Error' });
    expect(recorded.calls).toEqual(['networkError']);
  });
});
