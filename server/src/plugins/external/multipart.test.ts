import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { JPEG_BYTES, multipartBody, PDF_BYTES } from '../../../test-support/multipart-body';
import { teamCallAs, type TeamCall } from '../../../test-support/call-as';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { isMalformedMultipart } from './multipart';

// A multipart body the parser cannot read (cut short, no boundary, a boundary too long) is the
// client's fault: a 400 with a Korean message in the resultCode envelope, never a 500 (issue 18).
let t: TestApp;
let call: TeamCall;
before(async () => {
  t = await createTestApp();
  call = teamCallAs(t.app);
});
after(() => t.close());

const UPLOADS = [
  {
    url: '/api/team/callback-numbers',
    field: 'subscription',
    name: 'a.pdf',
    type: 'application/pdf',
    content: PDF_BYTES,
  },
  { url: '/api/team/message-images', field: 'image', name: 'a.jpg', type: 'image/jpeg', content: JPEG_BYTES },
  { url: '/api/team/rcs/images', field: 'file', name: 'a.jpg', type: 'image/jpeg', content: JPEG_BYTES },
];

function assertRefused(answer: Awaited<ReturnType<TeamCall>>, where: string) {
  assert.equal(answer.statusCode, 400, `${where}: ${answer.body}`);
  const body = answer.json();
  assert.equal(body.resultCode, 4000, where);
  assert.equal(body.resultData, null, where);
  assert.match(body.message, /끝까지 읽지 못했어요/, where);
}

test('a multipart body cut short answers 400 with a Korean message on every upload route', async () => {
  for (const upload of UPLOADS) {
    const { payload, headers } = multipartBody(upload);
    // Inside the part headers, inside the file, and just before the closing boundary.
    for (const cut of [30, payload.length - 40, payload.length - 3]) {
      const answer = await call('hanbit_master', 'POST', upload.url, { payload: payload.subarray(0, cut), headers });
      assertRefused(answer, `${upload.url} cut at ${cut}`);
    }
  }
});

test('a multipart content type without a boundary, or with one over 256 characters, answers 400', async () => {
  const { payload } = multipartBody(UPLOADS[1]!);
  for (const contentType of ['multipart/form-data', `multipart/form-data; boundary=${'b'.repeat(300)}`]) {
    const answer = await call('hanbit_master', 'POST', '/api/team/message-images', {
      payload,
      headers: { 'content-type': contentType },
    });
    assertRefused(answer, contentType.slice(0, 40));
  }
});

test('only the parser’s own refusals count as malformed: other errors stay server errors', () => {
  assert.equal(isMalformedMultipart(new Error('Unexpected end of multipart data')), true);
  assert.equal(isMalformedMultipart(new Error('Part terminated early due to unexpected end of multipart data')), true);
  assert.equal(isMalformedMultipart(new Error('Multipart: Boundary not found')), true);
  assert.equal(isMalformedMultipart(new Error('relation "callback_numbers" does not exist')), false);
  assert.equal(
    isMalformedMultipart(Object.assign(new Error('Unexpected end of multipart data'), { statusCode: 413 })),
    false,
  );
  assert.equal(isMalformedMultipart('Unexpected end of multipart data'), false);
});
