// jsdom: the upload path needs an XMLHttpRequest, and jsdom's makes real requests to the server below.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient } from './api-client';
import { sendHttp, urlWithQuery, type HttpRequest } from './http-transport';

describe('urlWithQuery', () => {
  it('puts the path under the base URL unless it is absolute', () => {
    expect(urlWithQuery('', '/api/teams')).toBe('/api/teams');
    expect(urlWithQuery('http://127.0.0.1:3000/', '/api/teams')).toBe('http://127.0.0.1:3000/api/teams');
    expect(urlWithQuery('http://127.0.0.1:3000', 'api/teams')).toBe('http://127.0.0.1:3000/api/teams');
    expect(urlWithQuery('http://127.0.0.1:3000', 'https://cdn.example.kr/a')).toBe('https://cdn.example.kr/a');
  });

  it('adds to a query already in the URL and drops a hash', () => {
    expect(urlWithQuery('', '/api/x?a=1#top', { b: 2 })).toBe('/api/x?a=1&b=2');
    expect(urlWithQuery('', '/api/x#top', { b: 2 })).toBe('/api/x?b=2');
    expect(urlWithQuery('', '/api/x#top', { b: undefined })).toBe('/api/x#top');
  });

  it('leaves out undefined and null, also inside a list', () => {
    expect(urlWithQuery('', '/api/x', { a: undefined, b: null, c: ['A', null, undefined, 'B'], d: 0, e: false })).toBe(
      '/api/x?c=A&c=B&d=0&e=false',
    );
    expect(urlWithQuery('', '/api/x', { a: undefined, b: null })).toBe('/api/x');
  });

  it('names the parameter that cannot go into a query', () => {
    expect(() => urlWithQuery('', '/api/x', { range: { from: 1 } })).toThrow(
      'Query parameter "range" is not a plain value',
    );
  });
});

/** Answers with CORS headers for a page of another origin that sends credentials. */
function startServer() {
  const seen: { url: string; cookie: string | null; contentType: string | null; body: string }[] = [];
  const cors = (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
  };
  const server = createServer((req, res) => {
    cors(req, res);
    if (req.method === 'OPTIONS') return res.writeHead(204).end();
    if (req.url === '/slow') return; // never answers: only an abort ends it
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      seen.push({
        url: req.url ?? '',
        cookie: req.headers.cookie ?? null,
        contentType: req.headers['content-type'] ?? null,
        body,
      });
      if (req.url === '/login') res.setHeader('Set-Cookie', 'SESSION=s-1; Path=/; HttpOnly');
      const status = req.url === '/refused' ? 400 : 200;
      res.writeHead(status, { 'Content-Type': 'application/json', 'X-Request-Bytes': String(chunks.length) });
      res.end(JSON.stringify({ resultCode: status === 200 ? 1000 : 4000, resultData: { bytes: body.length } }));
    });
  });
  const started = new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
  return { seen, started, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('sendHttp over XMLHttpRequest (a body with upload progress)', () => {
  const server = startServer();
  let baseURL = '';
  const upload = (path: string, init: Partial<HttpRequest> = {}) =>
    sendHttp({
      method: 'POST',
      url: `${baseURL}${path}`,
      headers: new Headers({ 'Content-Type': 'application/json', AJAX: 'true' }),
      body: '{}',
      onUploadProgress: () => undefined,
      ...init,
    });
  const text = (body: ArrayBuffer) => new TextDecoder().decode(body);

  beforeAll(async () => {
    baseURL = await server.started;
  });
  afterAll(() => server.stop());
  beforeEach(() => {
    server.seen.length = 0;
  });

  it('answers any status with its headers and body, and does not throw on a 4xx', async () => {
    const answer = await upload('/refused');
    expect(answer.status).toBe(400);
    expect(answer.statusText).toBe('Bad Request');
    expect(answer.header('content-type')).toBe('application/json');
    expect(JSON.parse(text(answer.body))).toEqual({ resultCode: 4000, resultData: { bytes: 2 } });
  });

  it('sends the cookies to another origin (credentials included) and keeps the ones it sets', async () => {
    await upload('/login');
    await upload('/next');
    expect(server.seen.map((s) => [s.url, s.cookie])).toEqual([
      ['/login', null],
      ['/next', 'SESSION=s-1'],
    ]);
  });

  it('rejects with an AbortError when aborted, also before it starts', async () => {
    const controller = new AbortController();
    const pending = upload('/slow', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await expect(upload('/api/x', { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
    expect(server.seen.map((s) => s.url)).not.toContain('/api/x');
  });

  it('rejects when no answer comes', async () => {
    // jsdom also reports the refused connection on the console.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(upload('/x', { url: 'http://127.0.0.1:9/x' })).rejects.toBeInstanceOf(TypeError);
    logged.mockRestore();
  });

  describe('from the same origin', () => {
    // jsdom fixes the page's origin when it makes the window, before the server's port is known; a
    // cross-origin upload goes through a preflight after which jsdom no longer knows the body's length.
    let origin: string;
    beforeAll(() => {
      const page = window as unknown as { _origin: string };
      origin = page._origin;
      page._origin = baseURL;
    });
    afterAll(() => {
      (window as unknown as { _origin: string })._origin = origin;
    });

    it('reports the share of a large JSON body sent through the api client, ending at 1', async () => {
      const fractions: number[] = [];
      const body = {
        recipients: Array.from({ length: 20_000 }, (_, i) => ({ phone: `010${String(i).padStart(8, '0')}` })),
      };
      const api = createApiClient({
        baseURL,
        getAccessToken: () => 'valid-1',
        getTeamSeq: () => 7,
        refreshSession: async () => undefined,
        handlers: {
          sessionExpired: jest.fn(),
          sessionInvalid: jest.fn(),
          roleNotAllowed: jest.fn(),
          teamNotAllowed: jest.fn(),
          serverError: jest.fn(),
          networkError: jest.fn(),
        },
      });
      const answer = await api.post<{ bytes: number }>('/api/team/send-requests', body, {
        onUploadProgress: (fraction) => fractions.push(fraction),
      });
      const sent = JSON.stringify(body);
      expect(answer.bytes).toBe(sent.length);
      expect(server.seen[0]).toMatchObject({ contentType: 'application/json', body: sent });
      expect(fractions.length).toBeGreaterThan(0);
      expect(fractions.at(-1)).toBe(1);
      expect(
        fractions.every((fraction, i) => fraction >= 0 && fraction <= 1 && (i === 0 || fraction >= fractions[i - 1]!)),
      ).toBe(true);
    });
  });
});
