import { NOTICE_ATTACHMENT_EXTENSIONS } from '@console/contracts/brand';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const startsWith = (head: Buffer, bytes: number[]) =>
  head.length >= bytes.length && bytes.every((byte, index) => head[index] === byte);

/** The container the first bytes show, whatever the name or the browser's claim says. */
function containerOf(head: Buffer): 'pdf' | 'jpeg' | 'png' | 'ole' | 'hwp3' | 'zip' | null {
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // HWP 5 is a compound (OLE) document, as old Office files are; HWP 3 starts with its own name.
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  if (head.subarray(0, 17).toString('latin1') === 'HWP Document File') return 'hwp3';
  // A ZIP starts with a local file header, or with the end record when it is empty.
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])) return 'zip';
  return null;
}

const extensionOf = (fileName: string) => /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';

/**
 * The content type of a notice attachment from its bytes and its name: PDF, JPG and PNG by their
 * magic numbers; HWP (a compound document, or HWP 3) and XLSX (a ZIP holding a workbook) also need
 * their extension, since a .doc or a .docx share those containers. null: not a file we take.
 */
export function noticeAttachmentType(content: Buffer, fileName: string): string | null {
  const extension = extensionOf(fileName);
  switch (containerOf(content)) {
    case 'pdf':
      return extension === 'pdf' ? 'application/pdf' : null;
    case 'jpeg':
      return extension === 'jpg' || extension === 'jpeg' ? 'image/jpeg' : null;
    case 'png':
      return extension === 'png' ? 'image/png' : null;
    case 'ole':
    case 'hwp3':
      return extension === 'hwp' ? 'application/x-hwp' : null;
    case 'zip':
      if (extension === 'zip') return 'application/zip';
      // The first entry of a workbook written by Excel (and most tools) is [Content_Types].xml; its parts live under xl/.
      if (extension === 'xlsx' && content.includes('[Content_Types].xml') && content.includes('xl/')) return XLSX_TYPE;
      return null;
    default:
      return null;
  }
}

/** The Korean refusal of a file that is not one of the kinds above. */
export const ATTACHMENT_TYPE_MESSAGE = `${NOTICE_ATTACHMENT_EXTENSIONS.filter((e) => e !== 'jpeg')
  .map((e) => e.toUpperCase())
  .join(', ')} 파일만 올릴 수 있어요. 파일 이름의 확장자와 내용이 맞는지 확인해 주세요.`;

/** A file name safe to store and to send back in Content-Disposition: no folders, no control characters. */
export function cleanAttachmentName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  return (
    base
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f"]/g, '')
      .trim()
      .slice(-200)
  );
}
