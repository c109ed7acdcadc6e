import { countRcsChars } from './rcs';
import {
  buildRcsSendRequestSchema,
  messagePriceKrw,
  planRcsRecipient,
  rcsLengthProblem,
  rcsPricedType,
} from './rcs-send';

// 2026-11-21 12:00 KST: daytime, advertising allowed.
const noon = new Date('2026-11-21T03:00:00Z');
const schema = buildRcsSendRequestSchema(() => noon);
const base = {
  chatRoomSeq: 1,
  rcsType: 'LMS',
  body: '[한빛커머스] 주문하신 상품이 출발했어요 🚚',
  recipients: [{ phone: '010-1234-5678' }],
};
const issues = (input: unknown): { path: string; message: string }[] => {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};
const messageAt = (input: unknown, path: string): string | undefined =>
  issues(input).find((issue) => issue.path === path)?.message;

describe('buildRcsSendRequestSchema', () => {
  it('accepts an RCS LMS with an emoji (RCS is not EUC-KR) and defaults fallback off', () => {
    const result = schema.parse(base);
    expect(result.fallback).toBe(false);
    expect(result.buttons).toEqual([]);
  });
  it('needs a chat room', () => {
    expect(messageAt({ ...base, chatRoomSeq: undefined }, 'chatRoomSeq')).toBe('RCS 대화방을 선택해 주세요.');
  });
  it('holds each free type to its character limit, counting characters not bytes', () => {
    expect(issues({ ...base, rcsType: 'SMS', body: '가'.repeat(100) })).toEqual([]);
    expect(messageAt({ ...base, rcsType: 'SMS', body: '가'.repeat(101) }, 'body')).toBe(
      'RCS SMS는 100자까지 보낼 수 있어요. (지금 101자)',
    );
    expect(messageAt({ ...base, rcsType: 'LMS', body: 'a'.repeat(1301) }, 'body')).toContain('RCS LMS는 1,300자까지');
    expect(countRcsChars('😀가a')).toBe(3);
  });
  it('holds each type to its button count (MMS: per card)', () => {
    const button = { kind: 'URL', label: '배송 조회', value: 'https://hanbit.example/track' };
    expect(messageAt({ ...base, rcsType: 'SMS', buttons: [button, button] }, 'buttons')).toBe(
      'RCS SMS에는 버튼을 1개까지 넣을 수 있어요.',
    );
    expect(issues({ ...base, buttons: Array(6).fill(button) })).toEqual([]);
    expect(messageAt({ ...base, buttons: Array(7).fill(button) }, 'buttons')).toContain('6개까지');
    expect(
      messageAt(
        { ...base, rcsType: 'MMS', cards: [{ imageSeq: 1, buttons: Array(3).fill(button) }] },
        'cards.0.buttons',
      ),
    ).toContain('카드마다 2개까지');
    expect(messageAt({ ...base, rcsType: 'MMS', cards: [{ imageSeq: 1 }], buttons: [button] }, 'buttons')).toContain(
      '카드마다',
    );
  });
  it('checks each button by its kind (the buttons of rcs.ts)', () => {
    expect(
      messageAt({ ...base, buttons: [{ kind: 'URL', label: '열기', value: 'hanbit.example' }] }, 'buttons.0.value'),
    ).toContain('https://');
    expect(messageAt({ ...base, buttons: [{ kind: 'DIAL', label: '전화', value: '12' }] }, 'buttons.0.value')).toBe(
      '올바른 전화번호 형식이 아니에요.',
    );
    expect(
      messageAt(
        { ...base, buttons: [{ kind: 'URL', label: '가'.repeat(18), value: 'https://a.kr' }] },
        'buttons.0.label',
      ),
    ).toContain('17자');
  });
  it('needs a body for free types and a template for TEMPLATE', () => {
    expect(messageAt({ ...base, body: '  ' }, 'body')).toBe('내용을 입력해 주세요.');
    expect(messageAt({ ...base, rcsType: 'TEMPLATE', body: '' }, 'templateSeq')).toBe(
      '발송할 승인된 템플릿을 선택해 주세요.',
    );
    expect(issues({ ...base, rcsType: 'TEMPLATE', body: '', templateSeq: 3 })).toEqual([]);
  });
  it('takes 1 to 6 image cards for MMS and none otherwise', () => {
    expect(messageAt({ ...base, rcsType: 'MMS' }, 'cards')).toBe('RCS MMS에는 이미지 카드를 한 장 이상 넣어 주세요.');
    expect(messageAt({ ...base, rcsType: 'MMS', cards: Array(7).fill({ imageSeq: 1 }) }, 'cards')).toContain('6장까지');
    expect(issues({ ...base, rcsType: 'MMS', cards: [{ imageSeq: 1 }, { imageSeq: 2 }] })).toEqual([]);
    expect(messageAt({ ...base, cards: [{ imageSeq: 1 }] }, 'cards')).toBe('이미지 카드는 RCS MMS에만 넣을 수 있어요.');
  });
  it('applies the SMS recipient and variable rules', () => {
    expect(messageAt({ ...base, recipients: [{ phone: '02-123-4567' }] }, 'recipients')).toContain('02-123-4567');
    expect(messageAt({ ...base, recipients: [] }, 'recipients')).toBe('받는 사람을 한 명 이상 넣어 주세요.');
    expect(messageAt({ ...base, body: '#{name}님 안녕하세요' }, 'recipients')).toContain('모든 변수를 입력해 주세요');
    // The limit holds for the longest filled text.
    expect(
      messageAt(
        {
          ...base,
          rcsType: 'SMS',
          body: '#{name}님',
          recipients: [{ phone: '01012345678', variables: { name: '가'.repeat(100) } }],
        },
        'body',
      ),
    ).toContain('(지금 101자)');
  });
  it('needs a carriable fallback text when fallback is on', () => {
    expect(messageAt({ ...base, fallback: true }, 'fallbackText')).toBe('대체 발송할 문자 내용을 입력해 주세요.');
    expect(messageAt({ ...base, fallback: true, fallbackText: '출발했어요 🚚' }, 'fallbackText')).toBe(
      '문자로 보낼 수 없는 문자(이모지 등)가 있어요: 🚚',
    );
    expect(messageAt({ ...base, fallback: true, fallbackText: '가'.repeat(1001) }, 'fallbackText')).toContain(
      '2,000바이트',
    );
    expect(messageAt({ ...base, fallback: true, fallbackText: '#{name}님' }, 'fallbackText')).toContain(
      '모든 변수를 입력해 주세요',
    );
    expect(issues({ ...base, fallback: true, fallbackText: '주문하신 상품이 출발했어요' })).toEqual([]);
    // Fallback off: the text is not checked.
    expect(issues({ ...base, fallback: false, fallbackText: '🚚' })).toEqual([]);
  });
  it('applies the advertising rules to the RCS text and the fallback text', () => {
    const ad = '(광고)한빛커머스\n겨울 할인\n무료거부 0801234567';
    expect(messageAt({ ...base, advertising: true }, 'body')).toContain("'(광고)' 표기");
    expect(issues({ ...base, advertising: true, body: ad })).toEqual([]);
    expect(
      messageAt({ ...base, advertising: true, body: ad, fallback: true, fallbackText: '겨울 할인' }, 'fallbackText'),
    ).toContain("'(광고)' 표기");
    // 23:00 KST: the night block of advertising.
    const night = buildRcsSendRequestSchema(() => new Date('2026-11-21T14:00:00Z')).safeParse({
      ...base,
      advertising: true,
      body: ad,
    });
    expect(night.error?.issues[0]?.message).toBe('광고 메시지는 21:00부터 다음 날 08:00까지 보낼 수 없어요.');
  });
  it('applies the SMS reservation window', () => {
    expect(
      messageAt({ ...base, reserveAt: new Date(noon.getTime() + 5 * 60_000).toISOString() }, 'reserveAt'),
    ).toContain('10분 뒤에서 60일 뒤까지');
    expect(
      messageAt({ ...base, reserveAt: new Date(noon.getTime() + 61 * 86_400_000).toISOString() }, 'reserveAt'),
    ).toContain('60일');
    expect(issues({ ...base, reserveAt: new Date(noon.getTime() + 3600_000).toISOString() })).toEqual([]);
    expect(messageAt({ ...base, reserveAt: 'tomorrow' }, 'reserveAt')).toBe('예약 시간을 올바르게 입력해 주세요.');
  });
});

describe('planRcsRecipient', () => {
  it('fills the text and picks SMS or LMS for the fallback by its bytes', () => {
    const request = schema.parse({
      ...base,
      body: '#{name}님 🚚',
      fallback: true,
      fallbackText: '#{name}님 출발',
      recipients: [{ phone: '010-1234-5678', variables: { name: '김' } }],
    });
    expect(planRcsRecipient(request, request.body, request.recipients[0]!)).toEqual({
      phone: '01012345678',
      text: '김님 🚚',
      chars: 4,
      fallback: { text: '김님 출발', bytes: 9, type: 'SMS' },
    });
    expect(
      planRcsRecipient(request, request.body, { phone: '01012345678', variables: { name: '가'.repeat(50) } }).fallback
        ?.type,
    ).toBe('LMS');
  });
  it('fills template variables from the request, a recipient value winning', () => {
    const request = schema.parse({
      ...base,
      rcsType: 'TEMPLATE',
      templateSeq: 1,
      templateVariables: { code: 'A1', name: '고객' },
      body: '',
    });
    expect(
      planRcsRecipient(request, '#{name}님 쿠폰 #{code}', { phone: '01012345678', variables: { name: '김' } }).text,
    ).toBe('김님 쿠폰 A1');
    expect(planRcsRecipient(request, '#{name}님', { phone: '01012345678' }).fallback).toBeNull();
  });
});

describe('limits and prices', () => {
  it('reports a filled template that is too long for its kind', () => {
    expect(rcsLengthProblem('TEMPLATE', '가'.repeat(91))).toContain('90자까지');
    expect(rcsLengthProblem('TEMPLATE', '가'.repeat(91), 500)).toBeNull();
  });
  it('prices RCS by its type and a fallback as SMS/LMS', () => {
    expect([messagePriceKrw('RCS', 'SMS'), messagePriceKrw('RCS', 'LMS'), messagePriceKrw('RCS', 'MMS')]).toEqual([
      11, 35, 100,
    ]);
    expect([messagePriceKrw('SMS', 'SMS'), messagePriceKrw(undefined, 'LMS')]).toEqual([13, 40]);
    expect([rcsPricedType('TEMPLATE', 'TEXT'), rcsPricedType('TEMPLATE', 'IMAGE'), rcsPricedType('LMS')]).toEqual([
      'SMS',
      'MMS',
      'LMS',
    ]);
  });
});
