import type { Queryable } from '../db/database';

/**
 * Alimtalk templates of team 1's active profile (@hanbitcommerce), in each review state, with their
 * review steps, so the template screens and the alimtalk send screen have something to show.
 */
const TEMPLATES: {
  code: string;
  name: string;
  content: string;
  emphasis: 'NONE' | 'TEXT';
  title: string | null;
  buttons: object[];
  category: string;
  status: 'REQUESTED' | 'INSPECTING' | 'APPROVED' | 'REJECTED';
  reason: string | null;
}[] = [
  {
    code: 'ORDER_SHIPPED',
    name: '배송 출발 안내',
    content:
      '#{이름}님, 주문하신 상품이 오늘 출발했어요.\n\n▶ 주문번호: #{주문번호}\n▶ 택배사: #{택배사}\n\n배송 조회 버튼으로 위치를 확인할 수 있어요.',
    emphasis: 'NONE',
    title: null,
    buttons: [{ type: 'DS', name: '배송 조회' }],
    category: '006001',
    status: 'APPROVED',
    reason: null,
  },
  {
    code: 'PAYMENT_DONE',
    name: '결제 완료 안내',
    content:
      '#{이름}님, 결제가 완료되었어요.\n\n▶ 결제 금액: #{금액}원\n▶ 결제 일시: #{일시}\n\n이용해 주셔서 고마워요.',
    emphasis: 'TEXT',
    title: '#{금액}원',
    buttons: [{ type: 'WL', name: '주문 내역 보기', linkMobile: 'https://shop.hanbit.example.kr/orders' }],
    category: '002001',
    status: 'APPROVED',
    reason: null,
  },
  {
    code: 'RESTOCK',
    name: '재입고 알림',
    content: '#{이름}님, 기다리시던 #{상품}이 다시 들어왔어요. 재고가 많지 않으니 확인해 보세요.',
    emphasis: 'NONE',
    title: null,
    buttons: [{ type: 'WL', name: '상품 보기', linkMobile: 'https://shop.hanbit.example.kr/items' }],
    category: '002005',
    status: 'INSPECTING',
    reason: null,
  },
  {
    code: 'SALE_EVENT',
    name: '주말 할인 이벤트',
    content: '#{이름}님, 이번 주말 전 품목 20% 할인 이벤트를 놓치지 마세요!',
    emphasis: 'NONE',
    title: null,
    buttons: [],
    category: '999999',
    status: 'REJECTED',
    reason: '광고성 내용은 알림톡으로 보낼 수 없어요. 브랜드 메시지를 이용해 주세요.',
  },
];

export async function insertDemoKakao(tx: Queryable) {
  const [profile] = await tx.query<{ seq: number }>(
    `SELECT seq FROM sender_profiles WHERE team_seq = 1 AND status = 'ACTIVE' ORDER BY seq LIMIT 1`,
  );
  if (!profile) return;
  for (const [index, template] of TEMPLATES.entries()) {
    const [row] = await tx.query<{ seq: number }>(
      `INSERT INTO alimtalk_templates (team_seq, sender_profile_seq, code, name, content, message_type, emphasis, title,
         buttons, category_code, status, reject_reason, created_at, updated_at)
       VALUES (1, $1, $2, $3, $4, 'BA', $5, $6, $7::jsonb, $8, $9, $10, now() - make_interval(days => $11), now() - make_interval(days => $11))
       RETURNING seq`,
      [
        profile.seq,
        template.code,
        template.name,
        template.content,
        template.emphasis,
        template.title,
        JSON.stringify(template.buttons),
        template.category,
        template.status,
        template.reason,
        30 - index * 5,
      ],
    );
    const steps: [string, string, string | null][] = [['REQUESTED', 'USER', null]];
    if (template.status !== 'REQUESTED') steps.push(['INSPECTING', 'REVIEWER', null]);
    if (template.status === 'APPROVED' || template.status === 'REJECTED')
      steps.push([template.status, 'REVIEWER', template.reason]);
    for (const [kind, by, body] of steps) {
      await tx.query(
        `INSERT INTO alimtalk_template_comments (template_seq, kind, by_whom, body, author_name) VALUES ($1, $2, $3, $4, $5)`,
        [row!.seq, kind, by, body, by === 'USER' ? '김한빛' : null],
      );
    }
  }
}
