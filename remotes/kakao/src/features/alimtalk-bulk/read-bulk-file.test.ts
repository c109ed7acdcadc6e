import ExcelJS from 'exceljs';
import { BULK_TEMPLATE_COLUMNS } from '@console/contracts/kakao';
import { readBulkFile } from './read-bulk-file';

// The browser build of csv-parse is an ES module Jest does not transform; its Node build is the same parser.
jest.mock('csv-parse/browser/esm/sync', () => jest.requireActual('csv-parse/sync'));

const HEADER = BULK_TEMPLATE_COLUMNS.map((column) => column.label).join(',');
const csvFile = (text: string, name = 'templates.csv') => new File([text], name, { type: 'text/csv' });

describe('readBulkFile', () => {
  it('reads the sample CSV (UTF-8 with BOM): a row per template under the header labels, with its sheet row', async () => {
    const read = await readBulkFile(
      csvFile(
        `\uFEFF${HEADER}\r\n@hanbitcommerce,ORDER_1,주문 확인,"#{이름}님, 주문이 접수되었어요.",BA,NONE,,,,002001,N,WL,주문 보기,https://shop.example.kr,\r\n,,,\r\n@hanbitcommerce,ORDER_2,배송 안내,내용,BA\r\n`,
      ),
    );
    expect(read).toEqual({
      ok: true,
      value: {
        rows: [
          {
            '발신 프로필(채널 검색용 아이디)': '@hanbitcommerce',
            '템플릿 코드': 'ORDER_1',
            '템플릿 이름': '주문 확인',
            내용: '#{이름}님, 주문이 접수되었어요.',
            '메시지 유형(BA/EX/AD/MI)': 'BA',
            '강조 유형(NONE/TEXT)': 'NONE',
            '카테고리 코드(6자리)': '002001',
            '보안 템플릿(Y/N)': 'N',
            '버튼1 유형': 'WL',
            '버튼1 이름': '주문 보기',
            '버튼1 모바일 링크': 'https://shop.example.kr',
          },
          {
            '발신 프로필(채널 검색용 아이디)': '@hanbitcommerce',
            '템플릿 코드': 'ORDER_2',
            '템플릿 이름': '배송 안내',
            내용: '내용',
            '메시지 유형(BA/EX/AD/MI)': 'BA',
          },
        ],
        // The empty row 3 is skipped but still counted, as a spreadsheet shows it.
        sheetRows: [2, 4],
      },
    });
  });

  it('reads a CSV saved by Excel in EUC-KR, with the column keys as header', async () => {
    const head = new TextEncoder().encode('channelId,code,name,content,categoryCode\n@hanbit,K1,');
    const name = Uint8Array.from([0xb0, 0xa1]); // "가" in EUC-KR
    const tail = new TextEncoder().encode(',body,999999\n');
    const read = await readBulkFile(new File([head, name, tail], 'excel.csv'));
    expect(read.ok && read.value.rows[0]).toEqual({
      channelId: '@hanbit',
      code: 'K1',
      name: '가',
      content: 'body',
      categoryCode: '999999',
    });
  });

  it('reads the first worksheet of an XLSX, numbers as text', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('템플릿');
    sheet.addRow(BULK_TEMPLATE_COLUMNS.map((column) => column.label));
    sheet.addRow([
      '@hanbitcommerce',
      'XLSX_1',
      '엑셀 템플릿',
      '안녕하세요 #{이름}님',
      'BA',
      'NONE',
      '',
      '',
      '',
      999999,
    ]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const read = await readBulkFile(new File([bytes], 'templates.xlsx'));
    expect(read).toEqual({
      ok: true,
      value: {
        rows: [
          {
            '발신 프로필(채널 검색용 아이디)': '@hanbitcommerce',
            '템플릿 코드': 'XLSX_1',
            '템플릿 이름': '엑셀 템플릿',
            내용: '안녕하세요 #{이름}님',
            '메시지 유형(BA/EX/AD/MI)': 'BA',
            '강조 유형(NONE/TEXT)': 'NONE',
            '카테고리 코드(6자리)': '999999',
          },
        ],
        sheetRows: [2],
      },
    });
  });

  it('names the unknown and the missing columns of a header that is not the sample', async () => {
    expect(await readBulkFile(csvFile('템플릿 코드,이름,내용,메모\nA,b,c,d\n'))).toEqual({
      ok: false,
      problem: {
        kind: 'header',
        unknown: ['이름', '메모'],
        missing: ['발신 프로필(채널 검색용 아이디)', '템플릿 이름', '카테고리 코드(6자리)'],
      },
    });
  });

  it('refuses an empty file, a header without rows, more than 500 rows and a file that is not XLSX or CSV', async () => {
    expect(await readBulkFile(csvFile(''))).toEqual({ ok: false, problem: { kind: 'empty' } });
    expect(await readBulkFile(csvFile(`${HEADER}\n,,,\n`))).toEqual({ ok: false, problem: { kind: 'empty' } });
    const many = Array.from({ length: 501 }, (_, index) => `@hanbit,CODE_${index},이름,내용,BA`).join('\n');
    expect(await readBulkFile(csvFile(`${HEADER}\n${many}\n`))).toEqual({
      ok: false,
      problem: { kind: 'tooMany', count: 501 },
    });
    const xls = new File([Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0, 0])], 'old.xls');
    expect(await readBulkFile(xls)).toEqual({ ok: false, problem: { kind: 'type' } });
    expect(await readBulkFile(csvFile('not a zip', 'renamed.xlsx'))).toEqual({ ok: false, problem: { kind: 'type' } });
  });
});
