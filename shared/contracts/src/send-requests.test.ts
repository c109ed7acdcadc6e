import {
  buildSendRequestSchema,
  fillVariables,
  longestFilledText,
  planRecipient,
  SendRequestQuery,
  variableNames,
} from './send-requests';
import { countEucKrBytes } from './text-bytes';

// 2026-11-21 12:00 KST: daytime, advertising allowed.
const noon = new Date('2026-11-21T03:00:00Z');
const schema = buildSendRequestSchema(() => noon);
const base = { recipients: [{ phone: '010-1234-5678' }], body: '안녕하세요', senderNumber: '02-123-4567' };
const messages = (input: unknown): string[] => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('variables', () => {
  it('lists the names once and fills them per recipient', () => {
    expect(variableNames('#{name}님, #{code} 쿠폰 #{name}')).toEqual(['name', 'code']);
    expect(fillVariables('#{name}님 #{code}', { name: '김한빛', code: 'A1' })).toBe('김한빛님 A1');
  });
  it('decides bytes and type per recipient', () => {
    const request = { body: '#{name}님 안녕하세요', subject: undefined, type: undefined };
    expect(planRecipient(request, { phone: '010-1234-5678', variables: { name: '김' } })).toEqual({
      phone: '01012345678',
      text: '김님 안녕하세요',
      bytes: 15,
      type: 'SMS',
    });
    expect(planRecipient(request, { phone: '01012345678', variables: { name: '가'.repeat(40) } }).type).toBe('LMS');
  });
  it('finds the filled text with the most bytes, counting every use of a variable and a missing value as written', () => {
    const recipients = [
      { variables: { name: 'abcdefgh', code: 'A' } },
      { variables: { name: '가나다라', code: 'B' } },
      { variables: { name: '가나', code: 'CCCCCCCCCCC' } },
    ];
    // name twice: ASCII 8 -> 16 bytes, Hangul 4 -> 16 bytes + a longer code wins over both.
    expect(longestFilledText('#{name}/#{name}/#{code}', recipients, countEucKrBytes)).toBe('가나/가나/CCCCCCCCCCC');
    expect(
      longestFilledText(
        '#{name}#{code}',
        [{ variables: { name: '가' } }, { variables: { name: 'ab', code: 'c' } }],
        countEucKrBytes,
      ),
    ).toBe('가#{code}');
    expect(
      longestFilledText('#{name} #{shop}', [{ variables: { name: '김' } }], countEucKrBytes, { shop: '한빛' }),
    ).toBe('김 한빛');
    expect(longestFilledText('변수 없음', recipients, countEucKrBytes)).toBe('변수 없음');
    // The same answer as filling every text and counting it.
    const many = Array.from({ length: 50 }, (_, i) => ({
      variables: { name: '가'.repeat(i % 7) + 'x'.repeat(i % 11) },
    }));
    const filled = many.map((r) => fillVariables('#{name}님 안녕하세요 #{name}', r.variables));
    expect(countEucKrBytes(longestFilledText('#{name}님 안녕하세요 #{name}', many, countEucKrBytes))).toBe(
      Math.max(...filled.map(countEucKrBytes)),
    );
  });
  it('refuses a recipient without a value for a variable', () => {
    expect(
      messages({
        ...base,
        body: '#{name}님',
        recipients: [{ phone: '01012345678', variables: { name: '김' } }, { phone: '01012345679' }],
      })[0],
    ).toContain('모든 변수를 입력해 주세요');
  });
  it('refuses uncarriable characters brought in by a variable', () => {
    expect(
      messages({ ...base, body: '#{name}님', recipients: [{ phone: '01012345678', variables: { name: '뷁' } }] })[0],
    ).toContain('뷁');
  });
});

describe('buildSendRequestSchema', () => {
  it('accepts a plain request', () => {
    expect(messages(base)).toEqual([]);
  });
  it('names uncarriable characters', () => {
    expect(messages({ ...base, body: '할인 😀' })).toEqual(['문자로 보낼 수 없는 문자(이모지 등)가 있어요: 😀']);
  });
  it('refuses recipient numbers that are not mobiles, naming them', () => {
    expect(messages({ ...base, recipients: [{ phone: '02-123-4567' }, { phone: '010-1' }] })[0]).toContain(
      '02-123-4567, 010-1',
    );
  });
  it('refuses a sender number of an impossible form', () => {
    expect(messages({ ...base, senderNumber: '1234' })[0]).toContain('발신번호 형식이 아니에요');
  });
  it('refuses an empty recipient list and an empty body', () => {
    expect(messages({ ...base, recipients: [] })).toContain('받는 사람을 한 명 이상 넣어 주세요.');
    expect(messages({ ...base, body: '  ' })).toContain('내용을 입력해 주세요.');
  });
  it('refuses a forced SMS that is too long', () => {
    expect(messages({ ...base, body: '가'.repeat(46), type: 'SMS' })[0]).toContain('SMS는 90바이트');
  });
  it('applies the advertising text rules', () => {
    expect(messages({ ...base, advertising: true })[0]).toContain("'(광고)' 표기");
    expect(messages({ ...base, advertising: true, body: '(광고)한빛 할인 무료거부 0801234567' })).toEqual([]);
  });
  it('refuses advertising now at night and a reservation inside the night window', () => {
    const night = buildSendRequestSchema(() => new Date('2026-11-21T13:00:00Z')); // 22:00 KST
    const ad = { ...base, advertising: true, body: '(광고)한빛 할인 무료거부 0801234567' };
    expect(night.safeParse(ad).success).toBe(false);
    expect(messages({ ...ad, reserveAt: '2026-11-21T13:30:00Z' })).toContain(
      '광고 메시지는 21:00부터 다음 날 08:00까지 보낼 수 없어요.',
    );
    expect(messages({ ...ad, reserveAt: '2026-11-22T00:00:00Z' })).toEqual([]); // 09:00 KST next day
  });
  it('takes reservations from now + 10 minutes to 60 days', () => {
    expect(messages({ ...base, reserveAt: '2026-11-21T03:09:00Z' })[0]).toContain('10분 뒤에서 60일 뒤까지');
    expect(messages({ ...base, reserveAt: '2026-11-21T03:10:00Z' })).toEqual([]);
    expect(messages({ ...base, reserveAt: '2027-01-20T03:00:00Z' })).toEqual([]);
    expect(messages({ ...base, reserveAt: '2027-01-20T03:01:00Z' })[0]).toContain('60일');
  });
});

describe('SendRequestQuery', () => {
  it('takes at most 31 days, both ends included', () => {
    expect(SendRequestQuery.safeParse({ from: '2026-11-01', to: '2026-12-01' }).success).toBe(true);
    expect(SendRequestQuery.safeParse({ from: '2026-11-01', to: '2026-12-02' }).success).toBe(false);
    expect(SendRequestQuery.safeParse({ from: '2026-11-02', to: '2026-11-01' }).success).toBe(false);
  });
});
