import { measureText } from './measure-text';

describe('measureText', () => {
  it('counts a text message in EUC-KR bytes against the limit of the type it goes out as', () => {
    expect(measureText('가'.repeat(45), { counting: 'euc-kr' })).toEqual({
      unit: 'bytes',
      count: 90,
      max: 90,
      type: 'SMS',
      over: false,
    });
    expect(measureText(`${'가'.repeat(45)}a`, { counting: 'euc-kr' })).toMatchObject({ max: 2000, type: 'LMS' });
    expect(measureText('a'.repeat(2001), { counting: 'euc-kr' })).toMatchObject({ type: 'LMS', over: true });
  });

  it('takes the type the screen knows better (an image makes MMS), and a subject without a type', () => {
    expect(measureText('안내', { counting: 'euc-kr', type: 'MMS' })).toMatchObject({ max: 2000, type: 'MMS' });
    expect(measureText('가'.repeat(21), { counting: 'euc-kr', type: null, max: 40 })).toEqual({
      unit: 'bytes',
      count: 42,
      max: 40,
      type: null,
      over: true,
    });
  });

  it('counts RCS and KakaoTalk texts in characters, an emoji as one', () => {
    expect(measureText('안녕하세요 🚚', { counting: 'rcs', max: 100 })).toEqual({
      unit: 'chars',
      count: 7,
      max: 100,
      type: null,
      over: false,
    });
    expect(measureText('가'.repeat(1001), { counting: 'kakao', max: 1000 })).toMatchObject({ count: 1001, over: true });
  });
});
