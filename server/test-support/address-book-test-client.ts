import type { FastifyInstance, InjectOptions } from 'fastify';
import { multipartBody } from './multipart-body';
import { sharedLoginAs } from './test-app';

/**
 * Calls of the address-book tests: as a demo user (shared session) in a team (Curr-Team-Seq), or
 * anonymously with null. Multipart bodies carry form fields before the file, as the screen sends them.
 */
export function addressBookClient(app: FastifyInstance) {
  const headersOf = async (loginId: string | null, team: string | null) => ({
    ...(loginId ? (await sharedLoginAs(app, loginId)).headers : { ajax: 'true' }),
    ...(team ? { 'curr-team-seq': team } : {}),
  });
  return {
    async call(
      loginId: string | null,
      method: NonNullable<InjectOptions['method']>,
      url: string,
      payload?: unknown,
      team: string | null = '1',
    ) {
      const headers = await headersOf(loginId, team);
      return app.inject({
        method,
        url,
        headers,
        ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      });
    },
    async upload(
      loginId: string,
      url: string,
      file: { name: string; content: Buffer },
      fields: Record<string, string> = {},
      team = '1',
    ) {
      const body = multipartBody({ name: file.name, type: 'application/octet-stream', content: file.content });
      const boundary = body.headers['content-type'].split('boundary=')[1]!;
      const fieldParts = Object.entries(fields).map(
        ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      );
      const payload = Buffer.concat([Buffer.from(fieldParts.join(''), 'utf8'), body.payload]);
      return app.inject({
        method: 'POST',
        url,
        headers: { ...(await headersOf(loginId, team)), ...body.headers },
        payload,
      });
    },
  };
}
