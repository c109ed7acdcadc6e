import { formatKrwInKoreanWords as koreanAmountWords } from '@console/ui/format';

describe('koreanAmountWords', () => {
  it.each([
    [0, '영'],
    [9, '구'],
    [10, '일십'],
    [13_579, '일만삼천오백칠십구'],
    [110_000, '일십일만'],
    [1_000_001, '일백만일'],
    [230_000_000, '이억삼천만'],
    [1_234_567_890, '일십이억삼천사백오십육만칠천팔백구십'],
  ])('%d -> %s', (amount, words) => {
    expect(koreanAmountWords(amount)).toBe(words);
  });

  it('refuses what is not a whole amount', () => {
    expect(() => koreanAmountWords(-1)).toThrow(RangeError);
    expect(() => koreanAmountWords(1.5)).toThrow(RangeError);
  });
});
