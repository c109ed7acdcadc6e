// How Kakao and RCS count a text (DOMAIN.md): characters as a person counts them, so a Hangul
// syllable or an emoji is one. On their own (no schema), for the send forms' live counters.

/** Characters of a KakaoTalk text (alimtalk, brand message). */
export const countKakaoChars = (text: string): number => [...text].length;

/** Characters of an RCS text. */
export const countRcsChars = (text: string): number => [...text].length;
