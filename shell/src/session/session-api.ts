import type { ApiClient } from '@console/platform/api-client';
import { REFRESH_URL } from '@console/platform/api-client';
import { SessionAnswer, type SessionUser } from '@console/contracts/session';
import type { ApiEnvelope } from '@console/contracts/api-envelope';

export const SESSION_URL = '/api/_auth/session';

/**
 * A plain request outside the api client, so a failing session call never starts a refresh.
 * Rejects on a non-2xx answer; the headers are those these calls always sent.
 */
async function sessionCall(method: 'GET' | 'POST', url: string): Promise<Response> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    ...(method === 'GET'
      ? { headers: { Accept: 'application/json', AJAX: 'true' } }
      : {
          headers: { Accept: 'application/json, text/plain, */*', 'Content-Type': 'application/json', AJAX: 'true' },
          body: '{}',
        }),
  });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}`);
  return response;
}

/** GET /api/_auth/session: accept JSON, no retries (SPEC 7). Any failure means logged out. */
export async function fetchSession(): Promise<SessionAnswer> {
  try {
    const envelope = (await (await sessionCall('GET', SESSION_URL)).json()) as ApiEnvelope<unknown>;
    return SessionAnswer.parse(envelope.resultData);
  } catch (error) {
    console.warn('[console] session check failed; treating as logged out', error);
    return { user: null, accessToken: null, securityCodeRequired: false };
  }
}

/** POST /api/auth/refresh-token from the session cookie; throws when the session is gone. */
export async function refreshAccessToken(): Promise<string> {
  const response = await sessionCall('POST', REFRESH_URL);
  const envelope = (await response.json()) as ApiEnvelope<{ accessToken: { token: string } }>;
  return envelope.resultData.accessToken.token;
}

export const updateSessionUser = (
  api: ApiClient,
  user: { verified?: boolean; provider?: { approve?: 'Y' | 'N'; alert?: 'Y' | 'N' } },
) => api.post<SessionUser>('/api/auth/user', { user });

/** POST /api/auth/logout; a failure (500 per SPEC) must not keep the user logged in locally. */
export async function logoutOnServer(): Promise<void> {
  await sessionCall('POST', '/api/auth/logout').catch((error: unknown) => {
    console.warn('[console] logout call failed', error);
  });
}
