/**
 * Address-book import figures for `npm run bench` (run by scripts/bench-address-import.mjs): a CSV
 * and an XLSX of 100,000 contacts imported into a group through the real endpoint (goal <= 5 s, memory
 * flat: the rows stream and are written in chunks), with the process's RSS sampled every 10 ms, and
 * the group's CSV export. Each import follows its preview, as on the screen. Embedded PGlite on disk, as
 * the server keeps it (DATA_DIR); BENCH_IN_MEMORY=1 for the tests' in-memory database.
 */
import ExcelJS from 'exceljs';
import { addressBookClient } from '../test-support/address-book-test-client';
import { createTestApp } from '../test-support/test-app';

const ROWS = Number(process.env.BENCH_CONTACTS ?? 100_000);
const MAPPING = JSON.stringify({
  name: 0,
  phone: 1,
  memo: null,
  fields: [
    { key: '등급', column: 2 },
    { key: '쿠폰', column: 3 },
  ],
});
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

function csvOf(rows: number): Buffer {
  const lines = ['이름,휴대폰,등급,쿠폰'];
  for (let i = 0; i < rows; i += 1)
    lines.push(
      `고객${i},010-${String(3000 + Math.floor(i / 10_000)).padStart(4, '0')}-${String(i % 10_000).padStart(4, '0')},골드,C${i}`,
    );
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

async function xlsxOf(rows: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('연락처');
  sheet.addRow(['이름', '휴대폰', '등급', '쿠폰']);
  for (let i = 0; i < rows; i += 1) sheet.addRow([`고객${i}`, `0105${String(i).padStart(7, '0')}`, '실버', `X${i}`]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Runs `work` while sampling RSS; answers its time and the peak RSS above the level before it. */
async function measured<T>(work: () => Promise<T>) {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const started = performance.now();
  try {
    const result = await work();
    return { result, ms: performance.now() - started, before, peak: Math.max(peak, process.memoryUsage().rss) };
  } finally {
    clearInterval(timer);
  }
}

const t = await createTestApp({}, { onDisk: process.env.BENCH_IN_MEMORY !== '1' });
try {
  const client = addressBookClient(t.app);
  const files = {
    CSV: { name: 'bench.csv', content: csvOf(ROWS) },
    XLSX: { name: 'bench.xlsx', content: await xlsxOf(ROWS) },
  };
  for (const [type, file] of Object.entries(files)) {
    const groupSeq = (
      await client.call('hanbit_user', 'POST', '/api/team/address-books/groups', { name: `벤치 ${type}` })
    ).json().resultData.seq as number;
    // As on the screen, the preview comes first (it also starts the parsing thread, reused by the import).
    const preview = await client.upload('hanbit_user', `/api/team/address-books/${groupSeq}/import/preview`, file, {});
    if (preview.statusCode !== 200)
      throw new Error(`preview refused: ${preview.statusCode} ${preview.body.slice(0, 300)}`);
    const run = await measured(() =>
      client.upload('hanbit_user', `/api/team/address-books/${groupSeq}/import`, file, { mapping: MAPPING }),
    );
    if (run.result.statusCode !== 200)
      throw new Error(`import refused: ${run.result.statusCode} ${run.result.body.slice(0, 300)}`);
    const { added, failed } = run.result.json().resultData as { added: number; failed: number };
    console.log(
      `[bench] import of ${ROWS.toLocaleString('en')} contacts from ${type} (${mb(file.content.length)}): ${(run.ms / 1000).toFixed(2)} s (goal <= 5 s), added ${added.toLocaleString('en')}, failed ${failed}; RSS ${mb(run.before)} before, peak ${mb(run.peak)} (+${mb(run.peak - run.before)})`,
    );
    if (type === 'CSV') {
      const exported = await measured(() =>
        client.call('hanbit_user', 'GET', `/api/team/address-books/${groupSeq}/export`),
      );
      console.log(
        `[bench] export of the group as CSV: ${(exported.ms / 1000).toFixed(2)} s, ${mb(exported.result.rawPayload.length)}, RSS peak +${mb(exported.peak - exported.before)}`,
      );
    }
  }
} finally {
  await t.close();
}
