import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  BRAND_NIGHT_MESSAGE,
  buildBrandMessageSendRequestSchema,
  type BrandMessageSendRequestCreate,
} from '@console/contracts/kakao-brand-send';
import { errorsOf, teamCallAs, type TeamCall } from '../../../../../test-support/call-as';
import { multipartBody } from '../../../../../test-support/multipart-body';
import { createTestApp, type TestApp } from '../../../../../test-support/test-app';
import { acceptRequest } from '../../../../sending/accept-request';
import { IMAGE_IN_USE } from './kakao-images';
import { BRAND_TEMPLATE_USED } from './brand-templates';

let t: TestApp;
let profileSeq: number;
before(async () => {
  t = await createTestApp({ carrierReportDelaySeconds: 0 });
  profileSeq = (await t.app.senderProfiles.active(1))[0]!.seq;
});
after(() => t.close());

const call: TeamCall = (...args) => teamCallAs(t.app)(...args);
const manager = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  call('hanbit_manager', method, url, { team: '1', payload });

/** The first bytes of a PNG of that size: what the server reads the size from. */
const pngOf = (width: number, height: number) => {
  const head = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(head, 0);
  head.writeUInt32BE(13, 8);
  head.write('IHDR', 12, 'ascii');
  head.writeUInt32BE(width, 16);
  head.writeUInt32BE(height, 20);
  return Buffer.concat([head, Buffer.alloc(200, 7)]);
};
const upload = (purpose: string, content: Buffer) => {
  const body = multipartBody({ field: 'image', name: 'banner.png', type: 'image/png', content });
  return call('hanbit_manager', 'POST', `/api/team/kakao/images?purpose=${purpose}`, {
    team: '1',
    payload: body.payload,
    headers: body.headers,
  });
};

/** A KST 10:00 of tomorrow: a time a brand message may always go (daytime, within the reservation window). */
const daytime = () => {
  const kstNow = new Date(Date.now() + 9 * 3_600_000);
  return new Date(Date.UTC(kstNow.getUTCFullYear(), kstNow.getUTCMonth(), kstNow.getUTCDate() + 1, 1, 0));
};

test('images are judged by their bytes for their use, and one a template uses cannot be deleted', async () => {
  const square = await upload('ALIMTALK', pngOf(800, 800));
  assert.equal(square.statusCode, 400);
  assert.match(square.json().message, /2:1 비율이어야 해요/);
  const narrow = await upload('WIDE', pngOf(400, 300));
  assert.match(narrow.json().message, /가로는 500px 이상/);
  const notImage = await upload('NORMAL', Buffer.from('hello, not an image'));
  assert.equal(notImage.json().message, 'JPG, PNG 이미지만 올릴 수 있어요. 파일 형식을 확인해 주세요.');
  const wide = await upload('WIDE', pngOf(800, 600));
  assert.equal(wide.statusCode, 201, wide.body);
  const created = await manager('POST', '/api/team/kakao/brand-templates', {
    senderProfileSeq: profileSeq,
    name: '와이드 겨울 세일',
    type: 'WIDE',
    content: '(광고) 겨울 세일이 시작됐어요.',
    imageSeq: wide.json().resultData.seq,
    buttons: [{ type: 'WL', name: '보러 가기', linkMobile: 'https://shop.hanbit.example.kr/sale' }],
  });
  assert.equal(created.statusCode, 201, created.body);
  const list = (await manager('GET', '/api/team/kakao/images?purpose=WIDE')).json().resultData.items;
  assert.deepEqual(list[0].usedBy, [{ seq: created.json().resultData.seq, name: '와이드 겨울 세일' }]);
  const remove = await manager('DELETE', `/api/team/kakao/images/${wide.json().resultData.seq}`);
  assert.equal(remove.statusCode, 409);
  assert.equal(remove.json().message, IMAGE_IN_USE);
});

test("brand templates follow each bubble type's limits in Korean", async () => {
  const bad = await manager('POST', '/api/team/kakao/brand-templates', {
    senderProfileSeq: profileSeq,
    name: '잘못된 와이드',
    type: 'WIDE',
    content: '가'.repeat(80),
    buttons: [
      { type: 'WL', name: '아주 긴 버튼 이름이에요', linkMobile: 'https://a.example.kr' },
      { type: 'BK', name: '둘' },
      { type: 'BK', name: '셋' },
    ],
  });
  assert.equal(bad.statusCode, 400);
  assert.deepEqual(
    errorsOf(bad).map((e) => e.message),
    [
      '이 유형의 내용은 76자까지 쓸 수 있어요. 지금 80자예요.',
      '이미지를 골라 주세요.',
      '이 유형에는 버튼을 2개까지 넣을 수 있어요.',
      '이 유형의 버튼 이름은 8자까지 쓸 수 있어요.',
    ],
  );
  const carousel = await manager('POST', '/api/team/kakao/brand-templates', {
    senderProfileSeq: profileSeq,
    name: '캐러셀 한 장',
    type: 'CAROUSEL_FEED',
    cards: [{ header: '하나', message: '카드 하나', imageSeq: 999999 }],
  });
  assert.deepEqual(
    errorsOf(carousel).map((e) => e.message),
    ['캐러셀에는 카드를 2~6장 넣어 주세요.'],
  );
  const foreignImage = await manager('POST', '/api/team/kakao/brand-templates', {
    senderProfileSeq: profileSeq,
    name: '남의 이미지',
    type: 'IMAGE',
    content: '(광고) 이미지',
    imageSeq: 999999,
  });
  assert.deepEqual(
    errorsOf(foreignImage).map((e) => e.field),
    ['imageSeq'],
  );
});

test('brand messages: friends-only targeting fails for non-friends (falls back to the advertising SMS), priced by targeting', async () => {
  const created = await manager('POST', '/api/team/kakao/brand-templates', {
    senderProfileSeq: profileSeq,
    name: '텍스트 쿠폰',
    type: 'TEXT',
    content: '(광고) #{이름}님께 겨울 쿠폰을 드려요.',
    buttons: [{ type: 'WL', name: '쿠폰 받기', linkMobile: 'https://shop.hanbit.example.kr/coupon' }],
  });
  const templateSeq = created.json().resultData.seq as number;
  const body = {
    senderProfileSeq: profileSeq,
    templateSeq,
    targeting: 'I',
    recipients: [
      { phone: '010-2000-0701', variables: { 이름: '김하나' } },
      { phone: '010-0000-0601', variables: { 이름: '이둘' } },
    ],
    fallback: 'CUSTOM',
    fallbackText: '(광고) #{이름}님께 겨울 쿠폰을 드려요. 무료거부 0801234567',
    senderNumber: '1588-1234',
  };
  // The night block is the schema's (a 21:00 reservation is refused); the send itself goes by day.
  const tomorrowNight = new Date(daytime().getTime() + 11 * 3_600_000).toISOString();
  const night = await call('hanbit_user', 'POST', '/api/team/kakao/brand-messages/send-requests', {
    team: '1',
    payload: { ...body, reserveAt: tomorrowNight },
  });
  assert.equal(night.statusCode, 400);
  assert.deepEqual(errorsOf(night), [{ field: 'reserveAt', message: BRAND_NIGHT_MESSAGE }]);
  const noMark = await call('hanbit_user', 'POST', '/api/team/kakao/brand-messages/send-requests', {
    team: '1',
    payload: { ...body, fallbackText: '#{이름}님께 쿠폰을 드려요.', reserveAt: daytime().toISOString() },
  });
  assert.ok(errorsOf(noMark).some((e) => e.field === 'fallbackText' && /광고/.test(e.message)));

  const request = buildBrandMessageSendRequestSchema(() => new Date(daytime().getTime() - 3_600_000)).parse(
    body,
  ) as BrandMessageSendRequestCreate;
  const { answer } = await acceptRequest(t.app.db, t.app.sendRequests, t.app.brandMessageChannel, {
    teamSeq: 1,
    user: { userSeq: null, name: '테스트' },
    request,
    idempotencyKey: null,
  });
  assert.equal(answer.estimatedCostKrw, 40);
  await t.app.jobs.runDueJobs();
  await t.app.jobs.runDueJobs();
  const detail = (await call('hanbit_user', 'GET', `/api/team/send-requests/${answer.seq}`, { team: '1' })).json()
    .resultData;
  assert.equal(detail.channel, 'BRAND_MESSAGE');
  assert.equal(detail.advertising, true);
  assert.deepEqual([detail.counts.delivered, detail.counts.fallback], [2, 1]);
  const messages = (
    await call('hanbit_user', 'GET', `/api/team/send-requests/${answer.seq}/messages`, { team: '1' })
  ).json().resultData.items as {
    channel: string;
    status: string;
    resultReason: string | null;
    costKrw: number;
    text: string;
  }[];
  const friend = messages.find((m) => m.channel === 'BRAND_MESSAGE' && m.status === 'DELIVERED')!;
  assert.equal(friend.costKrw, 20);
  assert.equal(friend.text, '(광고) 김하나님께 겨울 쿠폰을 드려요.');
  const stranger = messages.find((m) => m.channel === 'BRAND_MESSAGE' && m.status === 'FAILED')!;
  assert.equal(stranger.resultReason, '채널 친구가 아니에요 (친구 대상 발송)');
  const sms = messages.find((m) => m.channel === 'SMS')!;
  assert.equal(sms.text, '(광고) 이둘님께 겨울 쿠폰을 드려요. 무료거부 0801234567');

  // The fallback SMS came from a representative number, and 010-0000-06XX answers it with 수신거부: the number
  // joined the team's 080 list, so the next (advertising) brand message drops it. Consent targeting is priced 30.
  const consent = buildBrandMessageSendRequestSchema(() => new Date(daytime().getTime() - 3_600_000)).parse({
    ...body,
    targeting: 'M',
    fallback: 'NONE',
    recipients: [...body.recipients, { phone: '010-0000-0602', variables: { 이름: '박셋' } }],
  });
  const second = await acceptRequest(t.app.db, t.app.sendRequests, t.app.brandMessageChannel, {
    teamSeq: 1,
    user: { userSeq: null, name: '테스트' },
    request: consent,
    idempotencyKey: null,
  });
  assert.equal(second.answer.estimatedCostKrw, 90);
  await t.app.jobs.runDueJobs();
  const secondDetail = (
    await call('hanbit_user', 'GET', `/api/team/send-requests/${second.answer.seq}`, { team: '1' })
  ).json().resultData;
  assert.deepEqual([secondDetail.counts.delivered, secondDetail.counts.optedOut, secondDetail.costKrw], [2, 1, 60]);
  const edit = await manager('PUT', `/api/team/kakao/brand-templates/${templateSeq}`, {
    senderProfileSeq: profileSeq,
    name: '텍스트 쿠폰',
    type: 'TEXT',
    content: '(광고) 바뀐 내용',
  });
  assert.equal(edit.statusCode, 409);
  assert.equal(edit.json().message, BRAND_TEMPLATE_USED);
});
