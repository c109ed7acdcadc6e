/**
 * Test data: real, decodable JPEG bytes of any size in pixels, built without an image library, for
 * the unit, server and browser tests of MMS images. A one-colour greyscale picture: every 8 x 8 block
 * has the same DC value and no AC coefficients, so the whole scan is a few bits per block.
 * Baseline (SOF0) or progressive (SOF2, a single DC scan, which is complete for a flat picture).
 */

export interface TestJpegOptions {
  width: number;
  height: number;
  /** Grey level 0-255 (different shades give different bytes and hashes). */
  shade?: number;
  progressive?: boolean;
  /** Pads the file with comment segments to at least this many bytes (for size limits). */
  minBytes?: number;
}

/** The standard luminance DC table (ITU T.81 K.3): code lengths 1-16 and the categories 0-11. */
const DC_BITS = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0];
const DC_VALUES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
/** An AC table holding only end-of-block (0x00) as the 1-bit code "0". */
const AC_BITS = [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
const AC_VALUES = [0x00];

/** Canonical Huffman codes of a table: symbol -> [code, length]. */
function huffmanCodes(bits: number[], values: number[]): Map<number, [number, number]> {
  const codes = new Map<number, [number, number]>();
  let code = 0;
  let k = 0;
  for (let length = 1; length <= 16; length++) {
    for (let i = 0; i < bits[length - 1]!; i++) codes.set(values[k++]!, [code++, length]);
    code <<= 1;
  }
  return codes;
}

class BitWriter {
  readonly bytes: number[] = [];
  private current = 0;
  private filled = 0;
  write(value: number, length: number) {
    for (let bit = length - 1; bit >= 0; bit--) {
      this.current = (this.current << 1) | ((value >> bit) & 1);
      if (++this.filled === 8) this.flushByte();
    }
  }
  /** Pads the last byte with 1-bits, as T.81 asks. */
  finish() {
    while (this.filled !== 0) this.write(1, 1);
  }
  private flushByte() {
    this.bytes.push(this.current);
    // A 0xFF in entropy-coded data is followed by a stuffed 0x00.
    if (this.current === 0xff) this.bytes.push(0x00);
    this.current = 0;
    this.filled = 0;
  }
}

const segment = (marker: number, body: number[]): number[] => [
  0xff,
  marker,
  ((body.length + 2) >> 8) & 0xff,
  (body.length + 2) & 0xff,
  ...body,
];
const word = (value: number): number[] => [(value >> 8) & 0xff, value & 0xff];

export function buildTestJpeg({
  width,
  height,
  shade = 128,
  progressive = false,
  minBytes = 0,
}: TestJpegOptions): Uint8Array<ArrayBuffer> {
  const dcCodes = huffmanCodes(DC_BITS, DC_VALUES);
  const [eob, eobLength] = huffmanCodes(AC_BITS, AC_VALUES).get(0x00)!;
  // With a quantisation table of ones, the DC coefficient of a flat block is 8 x (level - 128).
  const dc = 8 * (Math.max(0, Math.min(255, Math.round(shade))) - 128);
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const scan = new BitWriter();
  for (let block = 0; block < blocks; block++) {
    const diff = block === 0 ? dc : 0;
    const category = diff === 0 ? 0 : Math.floor(Math.log2(Math.abs(diff))) + 1;
    const [code, length] = dcCodes.get(category)!;
    scan.write(code, length);
    if (category > 0) scan.write(diff > 0 ? diff : diff + (1 << category) - 1, category);
    if (!progressive) scan.write(eob, eobLength);
  }
  scan.finish();

  const head = [
    0xff,
    0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, ...word(1), ...word(1), 0x00, 0x00]),
    ...segment(0xdb, [0x00, ...new Array<number>(64).fill(1)]),
    ...segment(progressive ? 0xc2 : 0xc0, [8, ...word(height), ...word(width), 1, 1, 0x11, 0]),
    ...segment(0xc4, [0x00, ...DC_BITS, ...DC_VALUES]),
    ...(progressive ? [] : segment(0xc4, [0x10, ...AC_BITS, ...AC_VALUES])),
  ];
  const sos = segment(0xda, progressive ? [1, 1, 0x00, 0, 0, 0x00] : [1, 1, 0x00, 0, 63, 0x00]);
  const parts: Uint8Array[] = [Uint8Array.from(head)];
  // Comment segments of up to 65,533 bytes each (4 bytes of marker and length around each).
  for (let missing = minBytes - (head.length + sos.length + scan.bytes.length + 2); missing > 0;) {
    const body = Math.max(0, Math.min(65_533, missing - 4));
    const comment = new Uint8Array(body + 4).fill(0x20);
    comment.set([0xff, 0xfe, ((body + 2) >> 8) & 0xff, (body + 2) & 0xff]);
    parts.push(comment);
    missing -= body + 4;
  }
  parts.push(Uint8Array.from(sos), Uint8Array.from(scan.bytes), Uint8Array.from([0xff, 0xd9]));
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** The first bytes of a PNG (signature and IHDR of a 1 x 1 picture): a PNG renamed .jpg is still a PNG. */
export const TEST_PNG_HEAD = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00,
  0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x00, 0x00, 0x00, 0x00, 0x3a, 0x7e, 0x9b, 0x55,
]);
