// KakaoTalk's limits and the text rules every Kakao contract shares (kakao.ts re-exports them all).
import { countKakaoChars } from './char-count';
import { requiredCountedText } from './counted-text';
import { VARIABLE_PATTERN } from './message-limits';
import { seqParams } from './path-params';

/**
 * KakaoTalk sender profiles and alimtalk templates (DOMAIN.md "KakaoTalk alimtalk"). Every limit the
 * server enforces and the screens explain is here, once.
 */
export const KAKAO_LIMITS = {
  senderKeyLength: 40,
  /** The channel's search id: @ and 2 to 30 letters, digits, Hangul, . _ - */
  channelIdPattern: /^@[0-9A-Za-z가-힣._-]{2,30}$/,
  /** A token Kakao sends to the admin phone: 6 digits, valid 10 minutes, 5 tries. */
  tokenLength: 6,
  tokenValidMinutes: 10,
  tokenTriesMax: 5,
  templateCodeMax: 20,
  templateNameMax: 150,
  contentMax: 1000,
  variablesMax: 40,
  titleMax: 50,
  subtitleMax: 50,
  extraMax: 500,
  buttonsMax: 5,
  buttonNameMax: 14,
  quickRepliesMax: 10,
  itemListMin: 2,
  itemListMax: 10,
  itemNameMax: 6,
  itemDescriptionMax: 23,
  urlMax: 500,
  commentMax: 500,
  /** Template emphasis image: 800 x 400 (2:1), JPG/PNG, <= 500 KB. */
  templateImage: { width: 800, height: 400, maxBytes: 500 * 1024, types: ['image/jpeg', 'image/png'] },
} as const;

/** A required KakaoTalk text of at most `max` characters (requiredCountedText). */
export const requiredKakaoText = (empty: string, label: string, max: number) =>
  requiredCountedText(countKakaoChars, empty, label, max);

export const kakaoVariableNames = (text: string): string[] => [
  ...new Set([...text.matchAll(VARIABLE_PATTERN)].map((match) => match[1]!)),
];

/** Path parameter of a sender profile, a template, an image. */
export const KakaoSeqParams = seqParams('번호(seq)가 올바르지 않아요.');
