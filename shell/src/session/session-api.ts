import axios from 'axios';
import type { ApiClient } from '@console/platform/api-client';
import { REFRESH_URL } from '@console/platform/api-client';
import { SessionAnswer, type SessionUser } from '@console/contracts/session';
import type { ApiEnvelope } from '@console/contracts/api-envelope';

export const SESSION_URL = '/api/_auth/session';

/**
 * GET /api/_auth/session: accept JSON, no retries (SPEC 7). Any failure means logged out.
 * Plain axios, outside the api client, so a failing check never starts a refresh.
 */
export async function fetchSession(): Promise<SessionAnswer> {
  try {
    const response = await axios.get<ApiEnvelope<unknown>>(SESSION_URL, {
      headers: { Accept: 'application/json', AJAX: 'true' },
      withCredentials: true,
    });
    return SessionAnswer.parse(response.data.resultData);
  } catch (error) {
    console.warn('[console] session check failed; treating as logged out', error);
    return { user: null, accessToken: null, securityCodeRequired: false };
  }
}

/** POST /api/auth/refresh-token from the session cookie; throws when the session is gone. */
export async function refreshAccessToken(): Promise<string> {
  const response = await axios.post<ApiEnvelope<{ accessToken: { token: string } }>>(
    REFRESH_URL,
    {},
    {
      headers: { AJAX: 'true' },
      withCredentials: true,
    },
  );
  return response.data.resultData.accessToken.token;
}

export const updateSessionUser = (
  api: ApiClient,
  user: { verified?: boolean; provider?: { approve?: 'Y' | 'N'; alert?: 'Y' | 'N' } },
) => api.post<SessionUser>('/api/auth/user', { user });

/** POST /api/auth/logout; a failure (500 per SPEC) must not keep the user logged in locally. */
export async function logoutOnServer(): Promise<void> {
  await axios
    .post('/api/auth/logout', {}, { headers: { AJAX: 'true' }, withCredentials: true })
    .catch((error: unknown) => {
      console.warn('[console] logout call failed', error);
    });
}
