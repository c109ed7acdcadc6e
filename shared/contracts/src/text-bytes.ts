/**
 * EUC-KR byte counting for SMS/LMS/MMS (DOMAIN.md "Text messages").
 * Carriers count ASCII as 1 byte and every other KS X 1001 character (Hangul, hanja, symbols) as 2.
 * Characters outside KS X 1001 (emoji, the Hangul syllables not among its 2,350 such as 뷁) cannot
 * be carried at all, so they are refused with the offending characters named.
 */
import { LMS_MAX_BYTES, MMS_MAX_IMAGES, SMS_MAX_BYTES, SUBJECT_MAX_BYTES, type MessageType } from './message-limits';

export * from './message-limits';

/** Lead and trail bytes of KS X 1001's two-byte codes. */
const KS_X_1001_FIRST_BYTE = 0xa1;
const KS_X_1001_LAST_BYTE = 0xfe;

let ksX1001Characters: Set<number> | null = null;

/**
 * The code points of KS X 1001, built once on first use by decoding every two-byte code through the
 * platform's own EUC-KR decoder (browsers and Node both ship it): exact, and no table to maintain.
 * The WHATWG "euc-kr" decoder is CP949, whose 0xA1-0xFE x 0xA1-0xFE block is exactly KS X 1001.
 */
const ksX1001 = (): Set<number> => {
  if (ksX1001Characters) return ksX1001Characters;
  const decoder = new TextDecoder('euc-kr');
  const characters = new Set<number>();
  const pair = new Uint8Array(2);
  for (let lead = KS_X_1001_FIRST_BYTE; lead <= KS_X_1001_LAST_BYTE; lead++) {
    for (let trail = KS_X_1001_FIRST_BYTE; trail <= KS_X_1001_LAST_BYTE; trail++) {
      pair[0] = lead;
      pair[1] = trail;
      const decoded = decoder.decode(pair);
      const codePoint = decoded.codePointAt(0);
      if (decoded.length === 1 && codePoint !== undefined && codePoint !== 0xfffd) characters.add(codePoint);
    }
  }
  ksX1001Characters = characters;
  return characters;
};

const isAscii = (codePoint: number): boolean => codePoint < 0x80;

/** Bytes the text takes on the carrier: ASCII 1, anything else 2 (uncarriable characters count 2 too). */
export const countEucKrBytes = (text: string): number => {
  let bytes = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x80) {
      bytes += 1;
      continue;
    }
    // A surrogate pair is one character (one emoji), not two.
    if (code >= 0xd800 && code <= 0xdbff && index + 1 < text.length) index++;
    bytes += 2;
  }
  return bytes;
};

/** The distinct characters EUC-KR cannot carry, in order of first appearance. */
export const uncarriableCharacters = (text: string): string[] => {
  const found: string[] = [];
  const seen = new Set<string>();
  let known: Set<number> | null = null;
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    if (isAscii(codePoint)) continue;
    known ??= ksX1001();
    if (known.has(codePoint) || seen.has(character)) continue;
    seen.add(character);
    found.push(character);
  }
  return found;
};

/** The message shown when a text holds characters it cannot carry (DOMAIN.md wording). */
export const uncarriableMessage = (characters: string[]): string =>
  `문자로 보낼 수 없는 문자(이모지 등)가 있어요: ${characters.join(' ')}`;

export interface MessageTypeInput {
  body: string;
  subject?: string | null;
  imageCount?: number;
  /** The type the sender chose; it can raise the automatic type (SMS -> LMS) but never lower it. */
  forced?: MessageType | null;
}

const TYPE_RANK: Record<MessageType, number> = { SMS: 0, LMS: 1, MMS: 2 };

/** Any image -> MMS; a subject or a body over 90 bytes -> LMS; otherwise SMS (DOMAIN.md). */
export const automaticMessageType = ({ body, subject, imageCount = 0 }: MessageTypeInput): MessageType => {
  if (imageCount > 0) return 'MMS';
  if ((subject ?? '').length > 0 || countEucKrBytes(body) > SMS_MAX_BYTES) return 'LMS';
  return 'SMS';
};

/** The type the message goes out as: the forced one when it can carry the content, else the automatic one. */
export const chooseMessageType = (input: MessageTypeInput): MessageType => {
  const automatic = automaticMessageType(input);
  if (input.forced && TYPE_RANK[input.forced] >= TYPE_RANK[automatic]) return input.forced;
  return automatic;
};

/** Body byte limit of a type. */
export const maxBodyBytes = (type: MessageType): number => (type === 'SMS' ? SMS_MAX_BYTES : LMS_MAX_BYTES);

export const MMS_WITHOUT_IMAGE_MESSAGE = '이미지 없이 MMS로 보낼 수 없어요. 이미지를 넣거나 LMS로 보내 주세요.';

/** Why the content does not fit the type (Korean, DOMAIN.md tone), empty when it fits. */
export const contentProblems = (input: MessageTypeInput): string[] => {
  const problems: string[] = [];
  const automatic = automaticMessageType(input);
  const bodyBytes = countEucKrBytes(input.body);
  const subjectBytes = countEucKrBytes(input.subject ?? '');
  if (input.forced && TYPE_RANK[input.forced] < TYPE_RANK[automatic]) {
    if (input.forced === 'SMS' && (input.subject ?? '').length > 0)
      problems.push('제목은 LMS/MMS에만 40바이트까지 넣을 수 있어요.');
    else if (input.forced === 'SMS' && bodyBytes > SMS_MAX_BYTES)
      problems.push(`SMS는 ${SMS_MAX_BYTES}바이트(한글 ${SMS_MAX_BYTES / 2}자)까지 보낼 수 있어요. LMS로 보내 주세요.`);
    else problems.push('이미지가 있으면 MMS로만 보낼 수 있어요.');
  }
  if (bodyBytes > LMS_MAX_BYTES)
    problems.push(
      `내용은 ${LMS_MAX_BYTES.toLocaleString('ko-KR')}바이트까지 보낼 수 있어요. (지금 ${bodyBytes.toLocaleString('ko-KR')}바이트)`,
    );
  if (subjectBytes > SUBJECT_MAX_BYTES)
    problems.push(`제목은 LMS/MMS에만 ${SUBJECT_MAX_BYTES}바이트까지 넣을 수 있어요.`);
  if ((input.imageCount ?? 0) > MMS_MAX_IMAGES) problems.push(`이미지는 ${MMS_MAX_IMAGES}장까지 넣을 수 있어요.`);
  // MMS is the image message: a carrier refuses one without an image.
  if (input.forced === 'MMS' && (input.imageCount ?? 0) === 0) problems.push(MMS_WITHOUT_IMAGE_MESSAGE);
  return problems;
};
