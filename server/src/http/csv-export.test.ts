import assert from 'node:assert/strict';
import { test } from 'node:test';
import { attachmentHeader, csvPieces, seoulDateStamp, toCsv } from './csv-export';

test('CSV cells are quoted when needed and formulas are defused', () => {
  const csv = toCsv(
    [{ header: '이름', value: (r: { a: string }) => r.a }],
    [{ a: 'a,b' }, { a: 'say "hi"' }, { a: '=SUM(A1)' }],
  );
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

test('a streamed CSV is the same text as the whole one, piece by chunk', async () => {
  const columns = [
    { header: '번호', value: (r: { n: number }) => r.n },
    { header: '메모', value: (r: { n: number }) => (r.n === 2 ? '=1+1' : `a,${r.n}`) },
  ];
  async function* chunks() {
    yield [{ n: 1 }, { n: 2 }];
    yield [];
    yield [{ n: 3 }];
  }
  const pieces: string[] = [];
  for await (const piece of csvPieces(columns, chunks())) pieces.push(piece);
  assert.equal(pieces.length, 3);
  assert.equal(pieces.join(''), `\uFEFF${toCsv(columns, [{ n: 1 }, { n: 2 }, { n: 3 }])}`);
});
