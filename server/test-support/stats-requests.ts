import assert from 'node:assert/strict';
import { sharedLoginAs, type TestApp } from './test-app';

/**
 * GET /api/stats/<path> as a demo user: the raw answer, the report parsed with its contract (after
 * asserting 200), and the field errors of a refusal. `app` is read at call time (made in `before`).
 */
export function statsRequests<Report>(app: () => TestApp, contract: { parse(value: unknown): Report }) {
  const get = async (loginId: string, path: string) =>
    app().app.inject({
      method: 'GET',
      url: `/api/stats/${path}`,
      headers: (await sharedLoginAs(app().app, loginId)).headers,
    });
  const report = async (loginId: string, path: string): Promise<Report> => {
    const response = await get(loginId, path);
    assert.equal(response.statusCode, 200, response.body);
    return contract.parse(response.json().resultData);
  };
  const errorsOf = (response: { json(): { errors?: { field: string; message: string }[] } }) =>
    response.json().errors ?? [];
  return { get, report, errorsOf };
}
