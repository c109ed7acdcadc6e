import type { BrandTemplateFormValues } from '@console/contracts/kakao';
import { brandTemplateOf } from './brand-template-fixtures';
import {
  brandTemplateResolver,
  brandValuesOf,
  EMPTY_BRAND_TEMPLATE,
  fieldsForType,
  forSubmission,
  judgeBrandTemplate,
} from './brand-template-values';

const values = (overrides: Partial<BrandTemplateFormValues>): BrandTemplateFormValues => ({
  ...EMPTY_BRAND_TEMPLATE,
  senderProfileSeq: 11,
  name: '겨울 세일',
  ...overrides,
});
const messages = (input: BrandTemplateFormValues) =>
  judgeBrandTemplate(input).issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('brand template form rules', () => {
  it('judges field rules and the bubble type rules in one round', () => {
    expect(
      messages(
        values({
          name: '',
          type: 'WIDE',
          content: '가'.repeat(80),
          buttons: [
            { type: 'WL', name: '아주 긴 버튼 이름이에요', linkMobile: 'shop.example.kr' },
            { type: 'BK', name: '둘' },
            { type: 'DS', name: '배송' },
          ],
        }),
      ),
    ).toEqual([
      ['name', '템플릿 이름을 입력해 주세요.'],
      ['buttons.0.linkMobile', 'http:// 또는 https://로 시작하는 URL을 입력해 주세요.'],
      ['content', '이 유형의 내용은 76자까지 쓸 수 있어요. 지금 80자예요.'],
      ['imageSeq', '이미지를 골라 주세요.'],
      ['buttons', '이 유형에는 버튼을 2개까지 넣을 수 있어요.'],
      ['buttons.0.name', '이 유형의 버튼 이름은 8자까지 쓸 수 있어요.'],
      ['buttons.2.type', '브랜드 메시지에는 배송 조회 버튼을 넣을 수 없어요.'],
    ]);
  });

  it('counts a text bubble against 400 characters and 5 buttons named up to 14', () => {
    expect(messages(values({ type: 'TEXT', content: '가'.repeat(400) }))).toEqual([]);
    expect(messages(values({ type: 'TEXT', content: '가'.repeat(401) }))).toEqual([
      ['content', '이 유형의 내용은 400자까지 쓸 수 있어요. 지금 401자예요.'],
    ]);
    expect(
      messages(values({ type: 'TEXT', content: '안내', buttons: [{ type: 'BK', name: '열네 글자 버튼 이름이에요' }] })),
    ).toEqual([]);
  });

  it('asks a wide list for its title and 3 to 4 items with their images, a carousel for 2 to 6 cards', () => {
    expect(messages(values({ type: 'WIDE_ITEM_LIST', header: '', items: [{ title: '코트', imageSeq: 301 }] }))).toEqual(
      [
        ['header', '와이드 리스트의 제목을 입력해 주세요.'],
        ['items', '와이드 리스트에는 항목을 3~4개 넣어 주세요.'],
      ],
    );
    const card = { header: '코트', message: '따뜻한 코트', imageSeq: 401, buttons: [] };
    expect(
      messages(
        values({
          type: 'CAROUSEL_FEED',
          cards: [
            { ...card, imageSeq: undefined as unknown as number },
            {
              ...card,
              buttons: [
                { type: 'BK', name: '하나' },
                { type: 'BK', name: '둘' },
                { type: 'BK', name: '셋' },
              ],
            },
          ],
        }),
      ),
    ).toEqual([
      ['cards.0.imageSeq', '카드 이미지를 골라 주세요.'],
      ['cards.1.buttons', '카드마다 버튼은 2개까지 넣을 수 있어요.'],
    ]);
  });

  it('checks and sends only what the chosen bubble carries', () => {
    const typed = values({
      type: 'CAROUSEL_FEED',
      content: '텍스트형에서 쓰던 내용',
      imageSeq: 12,
      imageLink: 'https://a.example.kr',
      header: '리스트 제목',
      items: [{ title: '코트', imageSeq: 301, link: '' }],
      buttons: [{ type: 'WL', name: '보기', linkMobile: 'https://a.example.kr', linkPc: '', schemeAndroid: 'x' }],
      cards: [
        {
          header: '코트',
          message: '따뜻한 코트',
          imageSeq: 401,
          buttons: [{ type: 'AC', name: '' }],
        },
      ],
    });
    expect(forSubmission(typed)).toEqual({
      senderProfileSeq: 11,
      name: '겨울 세일',
      type: 'CAROUSEL_FEED',
      content: '',
      imageSeq: null,
      items: [],
      cards: [{ header: '코트', message: '따뜻한 코트', imageSeq: 401, buttons: [{ type: 'AC', name: '채널 추가' }] }],
      buttons: [],
    });
    expect(forSubmission({ ...typed, type: 'WIDE' })).toMatchObject({
      content: '텍스트형에서 쓰던 내용',
      imageSeq: 12,
      imageLink: 'https://a.example.kr',
      buttons: [{ type: 'WL', name: '보기', linkMobile: 'https://a.example.kr' }],
      cards: [],
    });
  });

  it('prepares the rows of a list or carousel and lets go of an image of another use', () => {
    const image = values({ type: 'IMAGE', imageSeq: 12 });
    expect(fieldsForType(image, 'WIDE').imageSeq).toBeNull();
    expect(fieldsForType(image, 'TEXT').imageSeq).toBeNull();
    expect(fieldsForType(values({ type: 'WIDE', imageSeq: 13 }), 'WIDE_ITEM_LIST')).toMatchObject({
      imageSeq: 13,
      items: [{ title: '' }, { title: '' }, { title: '' }],
    });
    expect(fieldsForType(image, 'CAROUSEL_FEED').cards).toHaveLength(2);
  });

  it('gives the form list errors as roots and the parsed template when it holds', async () => {
    const wrong = await brandTemplateResolver(
      values({ type: 'WIDE_ITEM_LIST', header: '제목', items: [] }),
      undefined,
      {} as never,
    );
    expect(wrong.errors).toMatchObject({ items: { root: { message: '와이드 리스트에는 항목을 3~4개 넣어 주세요.' } } });
    const right = await brandTemplateResolver(brandValuesOf(brandTemplateOf()), undefined, {} as never);
    expect(right.errors).toEqual({});
    expect(right.values).toMatchObject({
      type: 'TEXT',
      buttons: [{ type: 'WL', name: '쿠폰 받기', linkMobile: 'https://shop.hanbit.example.kr/coupon' }],
    });
  });
});
