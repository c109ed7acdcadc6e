import { countKakaoChars, countRcsChars } from '@console/contracts/char-count';
import type { MessageType } from '@console/contracts/message-limits';
import { chooseMessageType, countEucKrBytes, maxBodyBytes } from '@console/contracts/text-bytes';

/**
 * How a text is counted against its limit, with the contract's own counting so the server agrees:
 * - a text message's body (SMS/LMS/MMS) in EUC-KR bytes, judged by the type it goes out as: the type
 *   its text alone makes, or the one the screen knows better (an image makes MMS; variables decide
 *   per recipient), and that type's limit unless another is given;
 * - a text message's subject in EUC-KR bytes against its own limit, without a type (`type: null`);
 * - RCS and KakaoTalk texts in characters (an emoji is one).
 */
export type TextCounting =
  | { counting: 'euc-kr'; type?: MessageType; max?: number }
  | { counting: 'euc-kr'; type: null; max: number }
  | { counting: 'rcs' | 'kakao'; max: number };

export interface TextMeasure {
  unit: 'bytes' | 'chars';
  count: number;
  max: number;
  /** The text message type the count is judged by (shown after it); null when none applies. */
  type: MessageType | null;
  /** Past the limit: the counter turns to the error colour and says so. */
  over: boolean;
}

const measured = (unit: TextMeasure['unit'], count: number, max: number, type: MessageType | null): TextMeasure => ({
  unit,
  count,
  max,
  type,
  over: count > max,
});

/** The count of a text, its limit and whether it is past it, as a counter shows them. */
export function measureText(text: string, how: TextCounting): TextMeasure {
  if (how.counting !== 'euc-kr') {
    const chars = how.counting === 'rcs' ? countRcsChars(text) : countKakaoChars(text);
    return measured('chars', chars, how.max, null);
  }
  const bytes = countEucKrBytes(text);
  if (how.type === null) return measured('bytes', bytes, how.max, null);
  const type = how.type ?? chooseMessageType({ body: text });
  return measured('bytes', bytes, how.max ?? maxBodyBytes(type), type);
}
