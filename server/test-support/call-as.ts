import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sharedLoginAs } from './test-app';

export type CallAs = (
  loginId: string | null,
  method: NonNullable<InjectOptions['method']>,
  url: string,
  payload?: unknown,
) => Promise<LightMyRequestResponse>;

/**
 * app.inject as a demo user (shared session, bearer token, AJAX header) or, with null, as an
 * anonymous caller that still sends the AJAX header (so the CSRF guard is not what answers).
 */
export const callAs =
  (app: FastifyInstance): CallAs =>
  async (loginId, method, url, payload) => {
    const headers = loginId ? (await sharedLoginAs(app, loginId)).headers : { ajax: 'true' };
    return app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  };

/** The field names of a 400 answer, sorted. */
export const fieldsOf = (response: LightMyRequestResponse): string[] =>
  ((response.json().errors ?? []) as { field: string }[]).map((e) => e.field).sort();

export type TeamCall = (
  loginId: string | null,
  method: NonNullable<InjectOptions['method']>,
  url: string,
  options?: { team?: string; payload?: unknown; headers?: Record<string, string> },
) => Promise<LightMyRequestResponse>;

/** callAs for team-scoped endpoints: Curr-Team-Seq (team 1 unless told) and any extra headers, e.g. Idempotency-Key. */
export const teamCallAs =
  (app: FastifyInstance): TeamCall =>
  async (loginId, method, url, options = {}) => {
    const auth = loginId ? (await sharedLoginAs(app, loginId)).headers : { ajax: 'true' };
    return app.inject({
      method,
      url,
      headers: { ...auth, 'curr-team-seq': options.team ?? '1', ...options.headers },
      ...(options.payload === undefined ? {} : { payload: options.payload as InjectOptions['payload'] }),
    });
  };

/** The field errors of a 400 answer, as sent. */
export const errorsOf = (response: LightMyRequestResponse) =>
  (response.json().errors ?? []) as { field: string; message: string }[];
