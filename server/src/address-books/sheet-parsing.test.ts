import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { test } from 'node:test';
import ExcelJS from 'exceljs';
import { ApiError } from '../http/api-error';
import { ROW_BATCH } from './sheet-parse-protocol';
import { openSheetOffThread } from './sheet-parsing';

const chunksOf = (bytes: Buffer, size = 64 * 1024) =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size)),
  );
const rowsOf = async (rows: AsyncIterable<string[]>) => {
  const all: string[][] = [];
  for await (const row of rows) all.push(row);
  return all;
};

const csv = (count: number) =>
  Buffer.from(
    ['이름,휴대폰', ...Array.from({ length: count }, (_, i) => `고객${i},010-1234-${String(i).padStart(4, '0')}`)].join(
      '\r\n',
    ),
    'utf8',
  );

test('a CSV parsed on the worker thread answers every row in order, across many batches and chunks', async () => {
  const count = ROW_BATCH * 3 + 17;
  const sheet = await openSheetOffThread(chunksOf(csv(count), 1000));
  assert.equal(sheet.fileType, 'CSV');
  const rows = await rowsOf(sheet.rows);
  assert.equal(rows.length, count + 1);
  assert.deepEqual(rows[0], ['이름', '휴대폰']);
  assert.deepEqual(rows[count], [`고객${count - 1}`, `010-1234-${String(count - 1).padStart(4, '0')}`]);
});

test('an XLSX is parsed there too (numbers stored as numbers come back as text)', async () => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('연락처');
  sheet.addRow(['이름', '휴대폰']);
  sheet.addRow(['김하나', 1098765432]);
  const parsed = await openSheetOffThread(chunksOf(Buffer.from(await workbook.xlsx.writeBuffer())));
  assert.equal(parsed.fileType, 'XLSX');
  assert.deepEqual(await rowsOf(parsed.rows), [
    ['이름', '휴대폰'],
    ['김하나', '1098765432'],
  ]);
});

test('errors keep their Korean 4xx answer: a damaged XLSX, an empty file, a binary file', async () => {
  const refusal = async (bytes: Buffer) => {
    try {
      await rowsOf((await openSheetOffThread(Readable.from([bytes]))).rows);
    } catch (error) {
      return error as ApiError;
    }
    assert.fail('the file was accepted');
  };
  const damaged = await refusal(Buffer.from([0x50, 0x4b, 3, 4, 1, 2, 3]));
  assert.ok(damaged instanceof ApiError);
  assert.equal(damaged.statusCode, 400);
  assert.match(damaged.message, /XLSX 파일을 읽을 수 없어요/);
  assert.deepEqual(
    damaged.errors?.map((e) => e.field),
    ['file'],
  );
  assert.match((await refusal(Buffer.alloc(0))).message, /빈 파일이에요/);
  assert.match((await refusal(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0, 0]))).message, /CSV나 XLSX 파일만/);
});

test('rows given up on half way free the thread: the next file parses whole', async () => {
  const first = await openSheetOffThread(chunksOf(csv(ROW_BATCH * 6), 4096));
  let taken = 0;
  for await (const _ of first.rows) if (++taken === 10) break;
  const next = await rowsOf((await openSheetOffThread(chunksOf(csv(5)))).rows);
  assert.equal(next.length, 6);
});

test('two files at once are parsed side by side, each with its own rows', async () => {
  const [a, b] = await Promise.all([
    openSheetOffThread(chunksOf(csv(3000), 2048)),
    openSheetOffThread(chunksOf(csv(7), 2048)),
  ]);
  const [rowsA, rowsB] = await Promise.all([rowsOf(a.rows), rowsOf(b.rows)]);
  assert.equal(rowsA.length, 3001);
  assert.equal(rowsB.length, 8);
});
