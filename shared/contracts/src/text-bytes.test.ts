import {
  chooseMessageType,
  contentProblems,
  countEucKrBytes,
  uncarriableCharacters,
  uncarriableMessage,
} from './text-bytes';
import { advertisingProblems, isAdvertisingNight, kstHour, SENDING_LIMITS, SMS_MAX_BYTES } from './message-limits';

describe('countEucKrBytes', () => {
  it('counts ASCII as one byte each', () => {
    expect(countEucKrBytes('Hello, world! 123\n')).toBe(18);
  });
  it('counts Hangul syllables and jamo as two bytes each', () => {
    expect(countEucKrBytes('안녕하세요')).toBe(10);
    expect(countEucKrBytes('ㄱㅏ')).toBe(4);
  });
  it('adds ASCII and Hangul in mixed text', () => {
    expect(countEucKrBytes('[쿠폰] 10% 할인')).toBe(15);
  });
  it('counts an emoji as one two-byte character, not two surrogates', () => {
    expect(countEucKrBytes('😀')).toBe(2);
    expect(countEucKrBytes('a😀b')).toBe(4);
  });
  it('is empty for an empty text', () => {
    expect(countEucKrBytes('')).toBe(0);
  });
});

describe('uncarriableCharacters', () => {
  it('accepts Hangul of KS X 1001, hanja, symbols and ASCII', () => {
    expect(uncarriableCharacters('가나다 漢字 ①※★ ㈜ abc ~!@#')).toEqual([]);
  });
  it('names syllables outside the 2,350 of KS X 1001', () => {
    expect(uncarriableCharacters('뷁 똠방각하 햏')).toEqual(['뷁', '똠', '햏']);
  });
  it('names emoji and Latin accents, once each, in order', () => {
    expect(uncarriableCharacters('😀 café 😀 👍')).toEqual(['😀', 'é', '👍']);
  });
  it('builds a message naming the characters', () => {
    expect(uncarriableMessage(['😀'])).toBe('문자로 보낼 수 없는 문자(이모지 등)가 있어요: 😀');
  });
});

describe('chooseMessageType', () => {
  const hangul = (count: number) => '가'.repeat(count);
  it('sends up to 90 bytes without subject as SMS', () => {
    expect(chooseMessageType({ body: hangul(45) })).toBe('SMS');
    expect(chooseMessageType({ body: 'a'.repeat(SMS_MAX_BYTES) })).toBe('SMS');
  });
  it('turns a body over 90 bytes or any subject into LMS', () => {
    expect(chooseMessageType({ body: hangul(46) })).toBe('LMS');
    expect(chooseMessageType({ body: '짧아요', subject: '안내' })).toBe('LMS');
  });
  it('turns any image into MMS', () => {
    expect(chooseMessageType({ body: '짧아요', imageCount: 1 })).toBe('MMS');
  });
  it('keeps a forced type that can carry the content, never a lower one', () => {
    expect(chooseMessageType({ body: '짧아요', forced: 'LMS' })).toBe('LMS');
    expect(chooseMessageType({ body: hangul(46), forced: 'SMS' })).toBe('LMS');
  });
});

describe('contentProblems', () => {
  it('explains a forced SMS that is too long or has a subject', () => {
    expect(contentProblems({ body: '가'.repeat(46), forced: 'SMS' })[0]).toContain('SMS는 90바이트(한글 45자)');
    expect(contentProblems({ body: '가', subject: '제목', forced: 'SMS' })[0]).toContain('제목은 LMS/MMS에만');
  });
  it('refuses bodies over 2,000 bytes and subjects over 40 bytes', () => {
    expect(contentProblems({ body: '가'.repeat(1000) })).toEqual([]);
    expect(contentProblems({ body: '가'.repeat(1001) })[0]).toContain('2,000바이트');
    expect(contentProblems({ body: '가', subject: '가'.repeat(21) })[0]).toContain('40바이트');
    expect(contentProblems({ body: '가', subject: '가'.repeat(20) })).toEqual([]);
  });
  it('refuses more than three images', () => {
    expect(contentProblems({ body: '가', imageCount: 4 })[0]).toContain('3장');
  });
  it('refuses an MMS chosen without an image, and takes it with one', () => {
    expect(contentProblems({ body: '가', forced: 'MMS' })).toEqual([
      '이미지 없이 MMS로 보낼 수 없어요. 이미지를 넣거나 LMS로 보내 주세요.',
    ]);
    expect(contentProblems({ body: '가', forced: 'MMS', imageCount: 1 })).toEqual([]);
  });
});

describe('advertising rules', () => {
  it('needs the (광고) prefix and an 080 opt-out line', () => {
    expect(advertisingProblems('(광고)한빛커머스\n할인 안내\n무료거부 0801234567')).toEqual([]);
    expect(advertisingProblems('(광고)한빛커머스 무료수신거부 080-123-4567')).toEqual([]);
    expect(advertisingProblems('한빛커머스 할인 무료거부 0801234567')).toHaveLength(1);
    expect(advertisingProblems('(광고)한빛커머스 할인')).toHaveLength(1);
    expect(advertisingProblems('(광고)한빛커머스 무료거부 01012345678')).toHaveLength(1);
  });
  it('blocks 21:00 to 08:00 Korea time, whatever the machine zone', () => {
    expect(kstHour(new Date('2026-11-21T12:00:00Z'))).toBe(21);
    expect(isAdvertisingNight(new Date('2026-11-21T11:59:59Z'))).toBe(false); // 20:59:59 KST
    expect(isAdvertisingNight(new Date('2026-11-21T12:00:00Z'))).toBe(true); // 21:00 KST
    expect(isAdvertisingNight(new Date('2026-11-21T22:59:59Z'))).toBe(true); // 07:59:59 KST
    expect(isAdvertisingNight(new Date('2026-11-21T23:00:00Z'))).toBe(false); // 08:00 KST
  });
  it('exposes the limits in one object for the screens', () => {
    expect(SENDING_LIMITS.smsMaxBytes).toBe(90);
    expect(SENDING_LIMITS.maxRecipientsPerRequest).toBe(100_000);
  });
});
