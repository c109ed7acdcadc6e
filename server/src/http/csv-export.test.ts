import assert from 'node:assert/strict';
import { test } from 'node:test';
import { attachmentHeader, seoulDateStamp, toCsv } from './csv-export';

test('CSV cells are quoted when needed and formulas are defused', () => {
  const csv = toCsv([{ header: '이름', value: (r: { a: string }) => r.a }], [{ a: 'a,b' }, { a: 'say "hi"' }, { a: '=SUM(A1)' }]);
  assert.equal(csv, '이름\r\n"a,b"\r\n"say ""hi"""\r\n\'=SUM(A1)\r\n');
});

test('Korean file names travel in the RFC 5987 form with an ASCII fallback', () => {
  const header = attachmentHeader('발신번호_마케팅팀.csv');
  assert.match(header, /^attachment; filename="[_.a-z]+csv"; filename\*=UTF-8''/);
  assert.equal(decodeURIComponent(header.split("UTF-8''")[1] ?? ''), '발신번호_마케팅팀.csv');
});

test('date stamps are Seoul dates', () => {
  assert.equal(seoulDateStamp(new Date('2026-11-21T16:00:00Z')), '20261122');
});
