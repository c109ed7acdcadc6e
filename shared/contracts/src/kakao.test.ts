import {
  AlimtalkTemplateInput,
  alimtalkReviewWarnings,
  BrandTemplateInput,
  bulkRowToTemplate,
  kakaoImageProblem,
  readImageSize,
  SenderProfileCreate,
} from './kakao';
import { buildAlimtalkSendRequestSchema, matchesAlimtalkTemplate } from './kakao-send';
import { fillKakaoTemplateText } from './kakao-send-fields';
import { buildBrandMessageSendRequestSchema, BRAND_NIGHT_MESSAGE, isBrandMessageNight } from './kakao-brand-send';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

const template = (overrides: Record<string, unknown> = {}) => ({
  senderProfileSeq: 1,
  code: 'ORDER_1',
  name: '주문 안내',
  content: '#{이름}님, 주문이 접수되었어요.',
  categoryCode: '002001',
  ...overrides,
});

const png = (width: number, height: number) => {
  const bytes = new Uint8Array(40);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 0);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
};

describe('alimtalk templates (DOMAIN.md)', () => {
  it('accepts a basic template and names every broken rule in Korean', () => {
    expect(AlimtalkTemplateInput.safeParse(template()).success).toBe(true);
    expect(
      messagesOf(
        AlimtalkTemplateInput.safeParse(
          template({
            code: '주문 코드',
            content: `${'가'.repeat(1001)}`,
            messageType: 'EX',
            buttons: Array.from({ length: 6 }, () => ({ type: 'BK', name: '문의' })),
          }),
        ),
      ),
    ).toEqual([
      '템플릿 코드는 영문, 숫자, _, -만 쓸 수 있어요.',
      '내용은 변수를 포함해 1,000자까지 쓸 수 있어요. 지금 1,001자예요.',
      '부가 정보형과 복합형 템플릿에는 부가 정보를 넣어 주세요.',
      '버튼은 5개까지 넣을 수 있어요.',
    ]);
  });

  it('checks link rules per button type and the channel-add button of AD/MI', () => {
    const problems = messagesOf(
      AlimtalkTemplateInput.safeParse(
        template({
          messageType: 'AD',
          buttons: [
            { type: 'WL', name: '보기', linkMobile: 'ftp://x' },
            { type: 'AL', name: '앱' },
          ],
        }),
      ),
    );
    expect(problems).toEqual([
      'http:// 또는 https://로 시작하는 URL을 입력해 주세요.',
      '앱 링크 버튼에는 Android 링크가 필요해요.',
      '앱 링크 버튼에는 iOS 링크가 필요해요.',
      '채널 추가형과 복합형 템플릿은 첫 번째 버튼이 채널 추가(AC) 버튼이어야 해요.',
    ]);
    // A variable inside a link is allowed, not in a name.
    expect(
      AlimtalkTemplateInput.safeParse(
        template({ buttons: [{ type: 'WL', name: '보기', linkMobile: 'https://a.example.kr/o/#{번호}' }] }),
      ).success,
    ).toBe(true);
  });

  it('warns before review about what Kakao usually rejects', () => {
    const warnings = alimtalkReviewWarnings(
      {
        content: '#{이름} #{쿠폰} 할인',
        messageType: 'BA',
        emphasis: 'NONE',
        buttons: [{ type: 'WL', name: '#{이름}', linkMobile: 'https://other.example.com/x' }],
      },
      ['hanbit.example.kr'],
    ).map((warning) => warning.message);
    expect(warnings).toEqual([
      '알림톡은 정보성 메시지만 보낼 수 있어요. 광고로 보일 수 있는 표현이 있어요: 할인',
      '내용이 변수만으로 되어 있으면 반려돼요. 어떤 안내인지 알 수 있는 고정 문구를 넣어 주세요.',
      '버튼 이름에 변수를 넣으면 반려돼요.',
      '버튼 링크(other.example.com)가 등록한 도메인(hanbit.example.kr)과 달라요. 다른 도메인이면 심사에서 반려될 수 있어요.',
    ]);
  });

  it('matches a legacy text to its template only where the variables stand', () => {
    const content = '#{이름}님, 주문(#{번호})이 출발했어요.';
    expect(matchesAlimtalkTemplate(content, '김하나님, 주문(A-1)이 출발했어요.')).toBe(true);
    expect(matchesAlimtalkTemplate(content, '김하나님, 주문(A-1)이 내일 출발해요.')).toBe(false);
    expect(matchesAlimtalkTemplate('가격은 $5 (할인)', '가격은 $5 (할인)')).toBe(true);
  });

  it('reads a bulk row by its header labels or keys', () => {
    const { channelId, input } = bulkRowToTemplate(
      {
        '발신 프로필(채널 검색용 아이디)': '@hanbit',
        '템플릿 코드': 'A1',
        내용: '첫 줄\\n둘째 줄',
        button1Type: 'wl',
        button1Name: '보기',
        '보안 템플릿(Y/N)': 'Y',
        '카테고리 코드(6자리)': '2001',
      },
      (id) => (id === '@hanbit' ? 7 : null),
    );
    expect(channelId).toBe('@hanbit');
    expect(input).toMatchObject({
      senderProfileSeq: 7,
      code: 'A1',
      content: '첫 줄\n둘째 줄',
      securityFlag: true,
      categoryCode: '002001',
      buttons: [{ type: 'WL', name: '보기' }],
    });
  });
});

describe('sender profiles', () => {
  it('needs an @ search id, a mobile admin phone, a leaf category and a 6-digit token', () => {
    expect(
      messagesOf(
        SenderProfileCreate.safeParse({
          channelId: 'shop',
          adminPhone: '0212345678',
          categoryCode: '001',
          token: '12',
        }),
      ),
    ).toEqual([
      '검색용 아이디는 @로 시작해요. (예: @새싹상점, 공백 없이 30자까지)',
      '관리자 휴대폰 번호를 010-1234-5678 형식으로 입력해 주세요.',
      '카테고리를 끝까지(세 단계) 선택해 주세요.',
      '인증번호 6자리를 입력해 주세요.',
    ]);
  });
});

describe('Kakao images', () => {
  it('reads PNG sizes from the bytes and judges the use', () => {
    expect(readImageSize(png(800, 400))).toEqual({ contentType: 'image/png', width: 800, height: 400 });
    expect(kakaoImageProblem(png(800, 400), 1000, 'ALIMTALK')).toBeNull();
    expect(kakaoImageProblem(png(800, 800), 1000, 'ALIMTALK')).toMatch(/2:1 비율/);
    expect(kakaoImageProblem(png(800, 400), 600 * 1024, 'ALIMTALK')).toMatch(/500KB까지/);
    expect(kakaoImageProblem(png(800, 1200), 1000, 'WIDE')).toMatch(/0.5~1여야/);
    expect(kakaoImageProblem(new TextEncoder().encode('GIF89a'), 6, 'NORMAL')).toMatch(/JPG, PNG 이미지만/);
  });
});

describe('sends', () => {
  it("fills a recipient's values over the shared ones, but not with an empty cell", () => {
    expect(
      fillKakaoTemplateText('#{a}/#{b}', { a: '공통', b: '공통' }, { phone: '1', variables: { a: '내 값', b: '' } }),
    ).toBe('내 값/공통');
  });

  // 2026-11-21 12:00 KST.
  const noon = new Date('2026-11-21T03:00:00Z');
  it('alimtalk fallback needs a sender number and a carriable custom text', () => {
    const schema = buildAlimtalkSendRequestSchema(() => noon);
    const base = { senderProfileSeq: 1, templateSeq: 2, recipients: [{ phone: '010-1234-5678' }] };
    expect(schema.safeParse(base).success).toBe(true);
    expect(messagesOf(schema.safeParse({ ...base, fallback: 'CUSTOM', fallbackText: '안녕 😀' }))).toEqual([
      '대체 문자를 보낼 발신번호를 선택해 주세요.',
      '문자로 보낼 수 없는 문자(이모지 등)가 있어요: 😀',
    ]);
  });

  it('brand messages are refused from 20:50 to 08:00 KST, now or reserved', () => {
    expect(isBrandMessageNight(new Date('2026-11-21T11:49:00Z'))).toBe(false); // 20:49 KST
    expect(isBrandMessageNight(new Date('2026-11-21T11:50:00Z'))).toBe(true); // 20:50 KST
    expect(isBrandMessageNight(new Date('2026-11-21T22:59:00Z'))).toBe(true); // 07:59 KST
    expect(isBrandMessageNight(new Date('2026-11-21T23:00:00Z'))).toBe(false); // 08:00 KST
    const base = { senderProfileSeq: 1, templateSeq: 2, recipients: [{ phone: '010-1234-5678' }] };
    expect(buildBrandMessageSendRequestSchema(() => noon).safeParse(base).success).toBe(true);
    const atNight = buildBrandMessageSendRequestSchema(() => new Date('2026-11-21T12:00:00Z'));
    expect(messagesOf(atNight.safeParse(base))).toEqual([BRAND_NIGHT_MESSAGE]);
    expect(
      messagesOf(
        buildBrandMessageSendRequestSchema(() => noon).safeParse({ ...base, reserveAt: '2026-11-22T21:00:00+09:00' }),
      ),
    ).toEqual([BRAND_NIGHT_MESSAGE]);
  });

  it('brand templates keep each bubble type within its limits', () => {
    expect(
      BrandTemplateInput.safeParse({ senderProfileSeq: 1, name: '텍스트', type: 'TEXT', content: '(광고) 안녕하세요' })
        .success,
    ).toBe(true);
    expect(
      messagesOf(
        BrandTemplateInput.safeParse({
          senderProfileSeq: 1,
          name: '리스트',
          type: 'WIDE_ITEM_LIST',
          content: '본문',
          items: [{ title: '하나', imageSeq: 1 }],
        }),
      ),
    ).toEqual([
      '이 유형에는 본문을 넣지 않아요. 항목이나 카드에 써 주세요.',
      '와이드 리스트의 제목을 입력해 주세요.',
      '와이드 리스트에는 항목을 3~4개 넣어 주세요.',
    ]);
  });
});
