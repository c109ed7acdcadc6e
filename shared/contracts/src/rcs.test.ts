import {
  countRcsChars,
  isRcsChatRoomNumber,
  RCS_LIMITS,
  RcsBrandFields,
  RcsButton,
  RcsReviewRequest,
  RcsTemplateInput,
  rcsVariableNames,
} from './rcs';

const issues = (
  schema: {
    safeParse(v: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  input: unknown,
) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
};
const text = (over: object = {}) => ({
  name: '배송 안내',
  kind: 'TEXT',
  body: '#{name}님, 주문하신 상품이 출발했어요.',
  buttons: [],
  cards: [],
  ...over,
});
const image = (over: object = {}) => ({
  name: '신상품',
  kind: 'IMAGE',
  body: '새로 나온 상품을 만나 보세요.',
  buttons: [],
  cards: [{ imageSeq: 1, buttons: [] }],
  ...over,
});
const url = { kind: 'URL', label: '배송 조회', value: 'https://shop.example.kr/track' };

describe('RCS limits', () => {
  it('holds the DOMAIN.md figures', () => {
    expect([RCS_LIMITS.sms.bodyMax, RCS_LIMITS.lms.bodyMax, RCS_LIMITS.mms.bodyMax]).toEqual([100, 1300, 1300]);
    expect([RCS_LIMITS.sms.buttonsMax, RCS_LIMITS.lms.buttonsMax, RCS_LIMITS.mms.buttonsPerCard]).toEqual([1, 6, 2]);
    expect([RCS_LIMITS.textTemplate.bodyMax, RCS_LIMITS.textTemplate.buttonsMax]).toEqual([90, 1]);
    expect([
      RCS_LIMITS.imageTemplate.bodyMax,
      RCS_LIMITS.imageTemplate.buttonsPerCard,
      RCS_LIMITS.imageMaxBytes,
    ]).toEqual([500, 2, 1048576]);
  });
  it('counts characters, not bytes or UTF-16 units', () => {
    expect(countRcsChars('안녕하세요')).toBe(5);
    expect(countRcsChars('😀a')).toBe(2);
  });
});

describe('chat room numbers', () => {
  it('takes landline, representative and 0N0 numbers, never mobile ones', () => {
    expect(['02-123-4567', '1588-1234', '031-123-4567', '070-1234-5678'].map(isRcsChatRoomNumber)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['010-1234-5678', '011-123-4567', '1234'].map(isRcsChatRoomNumber)).toEqual([false, false, false]);
  });
});

describe('buttons', () => {
  it('accepts each kind with a valid value', () => {
    expect(issues(RcsButton, url)).toEqual([]);
    expect(issues(RcsButton, { kind: 'DIAL', label: '상담원 연결', value: '1588-1234' })).toEqual([]);
    expect(issues(RcsButton, { kind: 'COPY', label: '쿠폰 복사', value: 'WELCOME10' })).toEqual([]);
  });
  it('refuses a long label, a variable in a label and a bad value per kind, in Korean', () => {
    expect(issues(RcsButton, { ...url, label: '가'.repeat(18) })).toEqual([
      ['label', '버튼 이름은 17자까지 쓸 수 있어요.'],
    ]);
    expect(issues(RcsButton, { ...url, label: '가'.repeat(17) })).toEqual([]);
    expect(issues(RcsButton, { ...url, label: '#{name} 보기' })).toEqual([
      ['label', '버튼 이름에는 변수를 넣을 수 없어요.'],
    ]);
    expect(issues(RcsButton, { ...url, label: ' ' })).toEqual([['label', '버튼 이름을 입력해 주세요.']]);
    for (const value of ['shop.example.kr', 'ftp://x.kr', 'https://nodot', 'https://a b.kr']) {
      expect(issues(RcsButton, { ...url, value })[0]?.[0]).toBe('value');
    }
    expect(issues(RcsButton, { kind: 'DIAL', label: '전화', value: '12-34' })).toEqual([
      ['value', '올바른 전화번호 형식이 아니에요.'],
    ]);
    expect(issues(RcsButton, { kind: 'COPY', label: '복사', value: '' })).toEqual([
      ['value', '복사할 내용을 입력해 주세요.'],
    ]);
    expect(issues(RcsButton, { kind: 'COPY', label: '복사', value: 'x'.repeat(101) })[0]?.[0]).toBe('value');
    expect(issues(RcsButton, { kind: 'SMS', label: '복사', value: 'x' })[0]?.[0]).toBe('kind');
  });
});

describe('templates', () => {
  it('accepts a text template at 90 characters with one button, and lists its variables', () => {
    expect(issues(RcsTemplateInput, text({ body: '가'.repeat(90), buttons: [url] }))).toEqual([]);
    expect(rcsVariableNames('#{name}님 #{code} #{name}')).toEqual(['name', 'code']);
  });
  it('refuses a text body over 90 characters, a second button and cards', () => {
    expect(issues(RcsTemplateInput, text({ body: '가'.repeat(91) }))).toEqual([
      ['body', '텍스트 템플릿 내용은 90자까지 쓸 수 있어요. 지금 91자예요.'],
    ]);
    expect(issues(RcsTemplateInput, text({ buttons: [url, url] }))).toEqual([
      ['buttons', '텍스트 템플릿의 버튼은 1개까지 넣을 수 있어요.'],
    ]);
    expect(issues(RcsTemplateInput, text({ cards: [{ imageSeq: 1 }] }))).toEqual([
      ['cards', '이미지 카드는 이미지 템플릿에만 넣을 수 있어요.'],
    ]);
  });
  it('refuses broken variables and too many variables', () => {
    expect(issues(RcsTemplateInput, text({ body: '#{name 님' }))[0]?.[0]).toBe('body');
    expect(issues(RcsTemplateInput, text({ body: '#{}' }))[0]?.[0]).toBe('body');
    const eleven = Array.from({ length: 11 }, (_, i) => `#{v${i}}`).join('');
    expect(issues(RcsTemplateInput, text({ body: eleven }))).toEqual([['body', '변수는 10개까지 넣을 수 있어요.']]);
  });
  it('refuses an empty name or body and a long name', () => {
    expect(issues(RcsTemplateInput, text({ name: '', body: '  ' })).map(([path]) => path)).toEqual(['name', 'body']);
    expect(issues(RcsTemplateInput, text({ name: '가'.repeat(31) }))).toEqual([
      ['name', '템플릿 이름은 30자까지 쓸 수 있어요.'],
    ]);
  });
  it('image templates: 500 characters, 1 to 6 cards with an image and up to 2 buttons each', () => {
    expect(
      issues(RcsTemplateInput, image({ body: '가'.repeat(500), cards: [{ imageSeq: 1, buttons: [url, url] }] })),
    ).toEqual([]);
    expect(issues(RcsTemplateInput, image({ body: '가'.repeat(501) }))[0]?.[0]).toBe('body');
    expect(issues(RcsTemplateInput, image({ cards: [] }))).toEqual([
      ['cards', '이미지 카드를 한 장 이상 넣어 주세요.'],
    ]);
    expect(issues(RcsTemplateInput, image({ cards: Array.from({ length: 7 }, () => ({ imageSeq: 1 })) }))).toEqual([
      ['cards', '이미지 카드는 6장까지 넣을 수 있어요.'],
    ]);
    expect(issues(RcsTemplateInput, image({ cards: [{ imageSeq: 1, buttons: [url, url, url] }] }))).toEqual([
      ['cards.0.buttons', '버튼은 카드마다 2개까지 넣을 수 있어요.'],
    ]);
    expect(issues(RcsTemplateInput, image({ buttons: [url] }))).toEqual([
      ['buttons', '이미지 템플릿의 버튼은 카드마다 넣어 주세요.'],
    ]);
    expect(issues(RcsTemplateInput, image({ cards: [{ buttons: [] }] }))).toEqual([
      ['cards.0.imageSeq', '카드 이미지를 올려 주세요.'],
    ]);
  });
});

describe('brand and review', () => {
  it('needs a name and a description within their limits', () => {
    expect(issues(RcsBrandFields, { name: '한빛상사', description: '생활용품 쇼핑몰' })).toEqual([]);
    expect(issues(RcsBrandFields, { name: '', description: '가'.repeat(201) }).map(([path]) => path)).toEqual([
      'name',
      'description',
    ]);
  });
  it('a rejection needs a reason', () => {
    expect(issues(RcsReviewRequest, { decision: 'REJECT' })).toEqual([['reason', '반려 사유를 입력해 주세요.']]);
    expect(issues(RcsReviewRequest, { decision: 'APPROVE' })).toEqual([]);
  });
});
