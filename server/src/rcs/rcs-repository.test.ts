import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let t: TestApp;
before(async () => {
  t = await createTestApp({ rcsReviewSimulatorSeconds: null });
});
after(() => t.close());

test('sending reads the demo team 1 chat room and only its approved template', async () => {
  const rooms = await t.app.rcs.approvedChatRooms(1);
  assert.ok(rooms.length >= 1);
  assert.ok(rooms.every((room) => !room.senderNumber.startsWith('01')));
  assert.equal(typeof rooms[0]!.brandName, 'string');
  const all = (await t.app.rcs.templates(1, { limit: 100, offset: 0 })).items;
  const approved = all.find((template) => template.status === 'APPROVED')!;
  const rejected = all.find((template) => template.status === 'REJECTED')!;
  assert.equal((await t.app.rcs.approvedTemplate(1, approved.seq))?.seq, approved.seq);
  assert.equal(await t.app.rcs.approvedTemplate(1, rejected.seq), null);
  assert.equal(await t.app.rcs.approvedTemplate(2, approved.seq), null);
  assert.deepEqual(await t.app.rcs.approvedChatRooms(4), []);
});

test('a used template cannot be deleted', async () => {
  const [template] = (await t.app.rcs.templates(1, { status: 'APPROVED', limit: 1, offset: 0 })).items;
  await t.app.rcs.markTemplateUsed(template!.seq);
  assert.equal(await t.app.rcs.removeTemplate(1, template!.seq), 'USED');
  assert.ok((await t.app.rcs.template(1, template!.seq))?.usedAt);
});
