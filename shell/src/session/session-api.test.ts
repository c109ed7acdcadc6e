/**
 * @jest-environment node
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchSession, logoutOnServer, refreshAccessToken, SESSION_URL } from './session-api';
import { fakeUser } from '@console/testing/fake-platform';

/** What the server answers next, per path: a status and a body text. */
const answers = new Map<string, { status: number; body: string }>();
const requests: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    requests.push({
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      body: Buffer.concat(chunks).toString(),
    });
    const answer = answers.get(req.url ?? '') ?? { status: 404, body: '{}' };
    res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(answer.body);
  });
});
const json = (status: number, body: unknown) => ({ status, body: JSON.stringify(body) });

const USER = fakeUser({ verificationDate: null });

let warn: jest.SpyInstance;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The page's relative URLs, sent to the test server (Node's fetch has no page to resolve them against).
  const realFetch = globalThis.fetch;
  jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => realFetch(new URL(String(input), origin), init));
});
afterAll(async () => {
  jest.restoreAllMocks();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  answers.clear();
  requests.length = 0;
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('fetchSession', () => {
  it('reads the session with AJAX, accepting JSON', async () => {
    answers.set(
      SESSION_URL,
      json(200, {
        resultCode: 1000,
        resultData: { user: USER, accessToken: { token: 't-1', expiresAt: '' }, securityCodeRequired: false },
      }),
    );
    const session = await fetchSession();
    expect(session.user?.loginId).toBe('hanbit_master');
    expect(session.accessToken?.token).toBe('t-1');
    expect(requests[0]).toMatchObject({ method: 'GET', url: SESSION_URL });
    expect(requests[0]?.headers).toMatchObject({ accept: 'application/json', ajax: 'true' });
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['an error status', json(500, { resultCode: 5000, resultData: null })],
    ['a page instead of JSON', { status: 200, body: '<html></html>' }],
    ['an answer of another shape', json(200, { resultCode: 1000, resultData: { user: 'nobody' } })],
  ])('treats %s as logged out, once, without retrying', async (_case, answer) => {
    answers.set(SESSION_URL, answer);
    await expect(fetchSession()).resolves.toEqual({ user: null, accessToken: null, securityCodeRequired: false });
    expect(requests).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('refreshAccessToken', () => {
  it('posts an empty JSON body and returns the new token', async () => {
    answers.set(
      '/api/auth/refresh-token',
      json(200, { resultCode: 1000, resultData: { accessToken: { token: 't-2' } } }),
    );
    await expect(refreshAccessToken()).resolves.toBe('t-2');
    expect(requests[0]).toMatchObject({ method: 'POST', body: '{}' });
    expect(requests[0]?.headers).toMatchObject({ 'content-type': 'application/json', ajax: 'true' });
  });

  it('throws when the session is gone', async () => {
    answers.set(
      '/api/auth/refresh-token',
      json(403, { resultCode: 4030, resultData: null, message: '세션이 없어요.' }),
    );
    await expect(refreshAccessToken()).rejects.toThrow('403');
  });
});

describe('logoutOnServer', () => {
  it('posts the logout and only logs a failure', async () => {
    answers.set('/api/auth/logout', json(500, { resultCode: 5000, resultData: null }));
    await expect(logoutOnServer()).resolves.toBeUndefined();
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/api/auth/logout' });
    expect(requests[0]?.headers.ajax).toBe('true');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
