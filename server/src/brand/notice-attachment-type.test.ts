import assert from 'node:assert/strict';
import { test } from 'node:test';
import { JPEG_BYTES, PDF_BYTES, PNG_BYTES } from '../../test-support/multipart-body';
import { cleanAttachmentName, noticeAttachmentType, XLSX_TYPE } from './notice-attachment-type';

const zip = (...names: string[]) =>
  Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from(names.join(''))]);
const OLE = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(32)]);

test('a type needs both the bytes and a matching extension', () => {
  const cases: [Buffer, string, string | null][] = [
    [PDF_BYTES, '안내.PDF', 'application/pdf'],
    [JPEG_BYTES, 'a.jpeg', 'image/jpeg'],
    [JPEG_BYTES, 'a.jpg', 'image/jpeg'],
    [PNG_BYTES, 'a.png', 'image/png'],
    [OLE, '신청서.hwp', 'application/x-hwp'],
    [Buffer.from('HWP Document File V3.00 \x1a\x01\x02\x03\x04\x05'), 'old.hwp', 'application/x-hwp'],
    [zip('[Content_Types].xml', 'xl/workbook.xml'), '요금표.xlsx', XLSX_TYPE],
    [zip('a.txt'), '묶음.zip', 'application/zip'],
    [Buffer.from([0x50, 0x4b, 0x05, 0x06, ...Array(18).fill(0)]), 'empty.zip', 'application/zip'],
    // refused
    [PNG_BYTES, 'a.pdf', null],
    [OLE, 'old.doc', null],
    [OLE, 'sheet.xls', null],
    [zip('[Content_Types].xml', 'word/document.xml'), 'a.xlsx', null],
    [zip('[Content_Types].xml', 'word/document.xml'), 'a.docx', null],
    [Buffer.from('MZ\x90\x00'), 'setup.pdf', null],
    [Buffer.from('<svg onload="x()"></svg>'), 'a.svg', null],
    [PDF_BYTES, 'no-extension', null],
  ];
  for (const [content, name, type] of cases) assert.equal(noticeAttachmentType(content, name), type, name);
});

test('stored names lose folders, quotes and control characters but keep their extension', () => {
  assert.equal(cleanAttachmentName('C:\\Users\\me\\"공지"\u0007.pdf'), '공지.pdf');
  assert.equal(cleanAttachmentName('../../etc/passwd'), 'passwd');
  assert.equal(cleanAttachmentName(`${'가'.repeat(300)}.pdf`).slice(-4), '.pdf');
  assert.equal(cleanAttachmentName(undefined), '');
});
