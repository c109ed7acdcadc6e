import type { Queryable } from '../db/database';

/** A 96 x 96 PNG logo and a 300 x 150 PNG card image, small enough to keep in the source. */
const DEMO_LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABgCAIAAABt+uBvAAABs0lEQVR42u3cUXLDMAhF0beZrqzL7yLUHaRTCdADXU1+Y+MzimMDkhbj4xAEAAEE0HNAX98/e5/JQNsod7HUkaaSSU1dyqQ0gCaVSWNokpg0TyfWSPNoYpk0WCfESLN1zo00m+acSY/obBvpHZ09Iz2ls2GkizotTn0ByOF/MwXI7S2pJh411SmLStlxmOebLgMNyOEq6dyNUt1HQPU651+PDTgeKON6so02gfJ0sm9qgUeOBLJ6zEsHyoi78l0h6pgqmz7175xGQLaFwyygwCjvpi/OD6XW06dgEqm7TrZRIpBPntARyCqXeg3ILXUdEs8fQH2nT9IkAigNqF1/kAuQbdkLIIAAAggggD7H4dy/wQziJwYQQAABBBBv8+SDAEoEIidNVYO6WBegsZVVavN0dxwD0R9Eh1k50HM9inS50id9DESnPWs1joEWq30cbhm3aO4vqHtlxeFizWpHI69Vz8WPeT4xsPNCKNBi747xRv+9WPYPygFa7EA1ienkAtkFLx9osY9iR6aoi2Iv11og5/4gIyC32rwpkEPhsAfQrcJhM6BeOdzLQI0GQAABlDp+AfWX2lHbAR4wAAAAAElFTkSuQmCC',
  'base64',
);
const DEMO_CARD = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAASwAAACWCAIAAADrOSKFAAAEXklEQVR42u3T6RZQYxiG4e/AKs3zXNJE038RERERkSkiIlNkOqFQJJlDCCHTOey9lme/vmut6//z433v9s97M4Cg9ve7M4AgEUI8wndmAEHtr3dmAkEihHiEb88EgkQI6Qj/fGsWECRCECH0HuHpWUBQu3b6OiCoXXvzOiBIhJCPcDYQ1P54YzYQJEKIR3hqNhDUfj81BwgSIcQjfH0OECRCSEf422tzgSARggih9whfnQsEtauvzgOC2tVX5gFBIoR8hPOBoPbry/OBIBFCPMKT84Gg9svJBUCQCCEe4UsLgCARQjrCn19cCASJEEQIvUd4YmFX/vnh3GB2p79bUbtyYlFXxjyH3envVtSuvLCoK6Oew+7kdysSoRhEmI9wcVfGPYfdqe9W1H56fnFXxjyH3envViRCMYgwHuHxxV0Z9Rx2J79bUfvx+JKujHkOu9PfrUiEYhBhPMLnlnRl1HPYnfxuRSIUgwjTEf7w7NKujHkOu9PfrUiEYhChCEVot/cIjy3tyqjnsDv53Yra5WPLujLmOexOf7eidvmZZV0Z9Rx2J79bkQjFIMJ8hMsrGnHgwKjdErsp7funl1c0+EiRUbsldlNE6CntxiM8uryi4UdKjNotsZvSvju6oqLBR4qM2i2xmyJCT2k3HuFTKyoafqTEqN0Suyki9JR20xF+++TKigYfKTJqt8Ruigg9pV0RitBu7xE+sbKi4UdKjNotsZvSLj2xqqLBR4qM2i2xm9IuPb6qouFHSozaLbGbIkJPaTcf4eqKRhwpMGq3xG5K++ax1RUNPlJk1G6J3RQRekq78QiPrK5o+JESo3ZL7Ka0r4+sqWjwkSKjdkvsplSN0GPZ/d9oXz+6piujnsPu5HcrEqEYRJiO8KtH1nZlzHPYnf5uRSIUgwhFKEK7vUd4eG1XRj2H3cnvVtS+PLyuK2Oew+70dytqXz68riujnsPu5HcrEqEYRJiPcH1Xxj2H3anvVtS+eGh9V8Y8h93p71YkQjGIMB7hofVdGfUcdie/W1H7/ND1XRnzHHanv1uRCMUgwniED17flVHPYXfyuxWJUAwiTEf42QMbujLmOexOf7ciEYpBhCL8b2/soe1OL8KDGyoafqTEqN0Suynt4sEbKhp8pMio3RK7Ke3i/TdUNPxIiVG7JXZTROgp7eYj3FjRiCMFRu2W2E1pn963saLBR4qM2i2xmyJCT2k3HuGBjRUNP1Ji1G6J3ZR24cCmigYfKTJqt8RuStUI4X+jXbh3ExAkQkhH+Mk9m4EgEYIIofcI928Ggtr5/VuAoHb+7i1AkAghH+FWIKh9fNdWIEiEEI9w31YgqH2070YgSIQQj/DOG4EgEUI6wnN33AQEiRBECL1HuPcmIKid3bsNCGpnb98GBIkQ8hFuB4Lah7dtB4JECPEI92wHgtoHe3YAQSKEeIS37gCCRAjpCN+/ZScQJEIQIfQe4e6dQFA7s3sXENTO3LwLCBIhhP0LSHcHPDM1KyEAAAAASUVORK5CYII=',
  'base64',
);

const DEMO_REJECT_REASON =
  '버튼의 URL이 브랜드 소유 도메인이 아니에요. 브랜드 홈페이지 주소로 바꿔 다시 신청해 주세요.';

/**
 * Team 1 (마케팅팀 of the verified (주)한빛커머스) uses RCS: an approved brand with a chat room on its
 * approved representative number 1588-1234, and templates in each review state, with their history.
 */
export async function insertDemoRcs(tx: Queryable) {
  const one = async (sql: string, params: unknown[]) => (await tx.query<{ seq: number }>(sql, params))[0]!.seq;
  const image = (purpose: string, name: string, content: Buffer) =>
    one(
      `INSERT INTO rcs_images (team_seq, purpose, file_name, content_type, size, content) VALUES (1, $1, $2, 'image/png', $3, $4) RETURNING seq`,
      [purpose, name, content.length, content],
    );
  const event = (subject: string, seq: number, kind: string, daysAgo: number, reason: string | null = null) =>
    tx.query(
      `INSERT INTO rcs_review_events (subject, subject_seq, kind, reason, by_whom, at) VALUES ($1, $2, $3, $4, $5, now() - make_interval(days => $6))`,
      [subject, seq, kind, reason, kind === 'SUBMITTED' ? 'USER' : 'ADMIN', daysAgo],
    );

  const logo = await image('LOGO', 'hanbit-logo.png', DEMO_LOGO);
  const brand = await one(
    `INSERT INTO rcs_brands (team_seq, name, description, logo_image_seq, status, created_at, decided_at)
     VALUES (1, '한빛커머스', '생활용품과 주방용품을 파는 온라인 쇼핑몰이에요. 주문과 배송 소식을 RCS로 알려 드려요.', $1, 'APPROVED', now() - interval '40 days', now() - interval '38 days')
     RETURNING seq`,
    [logo],
  );
  await event('BRAND', brand, 'SUBMITTED', 40);
  await event('BRAND', brand, 'APPROVED', 38);
  await tx.query(
    `INSERT INTO rcs_chat_rooms (brand_seq, callback_seq, created_at)
     SELECT $1, seq, now() - interval '37 days' FROM callback_numbers WHERE team_seq = 1 AND number = '15881234' AND status = 'APPROVED'`,
    [brand],
  );

  const card = await image('CARD', 'autumn-sale.png', DEMO_CARD);
  const templates: [
    string,
    'TEXT' | 'IMAGE',
    string,
    unknown[],
    unknown[],
    'APPROVED' | 'REJECTED' | 'REVIEW',
    string | null,
    number,
  ][] = [
    [
      '배송 출발 안내',
      'TEXT',
      '#{name}님, 주문하신 상품이 오늘 출발했어요. 배송 조회 버튼으로 위치를 확인해 보세요.',
      [{ kind: 'URL', label: '배송 조회', value: 'https://shop.hanbit.example.kr/orders' }],
      [],
      'APPROVED',
      null,
      30,
    ],
    [
      '가입 환영 쿠폰',
      'TEXT',
      '#{name}님, 가입을 환영해요! 첫 주문 10% 할인 쿠폰을 드려요.',
      [{ kind: 'URL', label: '쿠폰 받기', value: 'https://bit.example.com/hanbit-coupon' }],
      [],
      'REJECTED',
      DEMO_REJECT_REASON,
      12,
    ],
    [
      '가을 정기 세일',
      'IMAGE',
      '한빛커머스 가을 정기 세일이 시작됐어요. 주방용품 최대 30% 할인, 이번 주 일요일까지예요.',
      [],
      [
        {
          imageSeq: card,
          buttons: [
            { kind: 'URL', label: '세일 상품 보기', value: 'https://shop.hanbit.example.kr/sale' },
            { kind: 'DIAL', label: '상담원 연결', value: '15881234' },
          ],
        },
      ],
      'REVIEW',
      null,
      1,
    ],
  ];
  for (const [name, kind, body, buttons, cards, status, reason, daysAgo] of templates) {
    const decided = status === 'REVIEW' ? null : daysAgo - 1;
    const seq = await one(
      `INSERT INTO rcs_templates (team_seq, brand_seq, name, kind, body, buttons, cards, status, reject_reason, created_at, updated_at, decided_at)
       VALUES (1, $1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8, now() - make_interval(days => $9), now() - make_interval(days => $9),
               CASE WHEN $10::int IS NULL THEN NULL ELSE now() - make_interval(days => $10::int) END)
       RETURNING seq`,
      [brand, name, kind, body, JSON.stringify(buttons), JSON.stringify(cards), status, reason, daysAgo, decided],
    );
    await event('TEMPLATE', seq, 'SUBMITTED', daysAgo);
    if (decided !== null) await event('TEMPLATE', seq, status, decided, reason);
  }
}
