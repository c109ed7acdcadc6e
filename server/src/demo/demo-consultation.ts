import type { Queryable } from '../db/database';

/** One demo conversation: when it opened (hours ago), its messages (minutes after opening) and how it ended. */
interface DemoSession {
  userKey: string;
  openedHoursAgo: number;
  messages: { after: number; direction: 'IN' | 'OUT'; text: string; buttons?: { name: string; url: string }[] }[];
  closedBy: 'AGENT' | 'TIMEOUT' | null;
}

const SESSIONS: DemoSession[] = [
  {
    userKey: 'kU7x2mQa91demo',
    openedHoursAgo: 6 * 24 + 3,
    messages: [
      { after: 0, direction: 'IN', text: '주문한 상품이 아직 안 왔어요. 배송 조회 부탁드려요.' },
      { after: 4, direction: 'OUT', text: '안녕하세요, 한빛커머스예요. 주문번호를 알려 주시면 바로 확인해 드릴게요.' },
      { after: 7, direction: 'IN', text: '2024-118273이에요.' },
      {
        after: 11,
        direction: 'OUT',
        text: '내일 오전 중 도착 예정이에요. 아래에서 배송 상황을 보실 수 있어요.',
        buttons: [{ name: '배송 조회', url: 'https://www.example.com/delivery' }],
      },
    ],
    closedBy: 'AGENT',
  },
  {
    userKey: 'pL3vN8sW2cdemo',
    openedHoursAgo: 4 * 24 + 9,
    messages: [
      { after: 0, direction: 'IN', text: '교환 신청은 어디서 하나요?' },
      { after: 2, direction: 'OUT', text: '마이페이지 > 주문 내역에서 교환을 신청하실 수 있어요.' },
    ],
    closedBy: 'TIMEOUT',
  },
  {
    userKey: 'zQ5hT1kR7mdemo',
    openedHoursAgo: 3 * 24 + 1,
    messages: [{ after: 0, direction: 'IN', text: '영업시간이 어떻게 되나요?' }],
    closedBy: 'TIMEOUT',
  },
  {
    userKey: 'aB9cD4eF6gdemo',
    openedHoursAgo: 26,
    messages: [
      { after: 0, direction: 'IN', text: '쿠폰이 적용되지 않아요.' },
      { after: 15, direction: 'OUT', text: '불편을 드려 죄송해요. 쿠폰 코드를 알려 주시겠어요?' },
      { after: 18, direction: 'IN', text: 'WELCOME10이에요.' },
      { after: 21, direction: 'OUT', text: '확인해 보니 최소 주문 금액이 2만 원 이상일 때 쓸 수 있는 쿠폰이에요.' },
    ],
    closedBy: 'AGENT',
  },
  {
    userKey: 'hJ2kL5mN8pdemo',
    openedHoursAgo: 2,
    messages: [
      { after: 0, direction: 'IN', text: '환불은 언제 들어오나요?' },
      { after: 6, direction: 'OUT', text: '카드 결제는 취소 후 3~5 영업일 안에 환불돼요.' },
    ],
    closedBy: null,
  },
  {
    userKey: 'rS6tU9vW3xdemo',
    openedHoursAgo: 0.5,
    messages: [{ after: 0, direction: 'IN', text: '상품 재입고 일정이 궁금해요.' }],
    closedBy: null,
  },
];

/** Consultation talk on team 1's active sender profile: a week of sessions, two of them still open. */
export async function insertDemoConsultation(tx: Queryable) {
  const [profile] = await tx.query<{ seq: number }>(
    `SELECT seq FROM sender_profiles WHERE team_seq = 1 AND status = 'ACTIVE' ORDER BY seq LIMIT 1`,
  );
  if (!profile) return;
  await tx.query(
    `INSERT INTO consultation_settings (sender_profile_seq, enabled, enabled_at) VALUES ($1, true, now() - interval '14 days')`,
    [profile.seq],
  );
  for (const [index, session] of SESSIONS.entries()) {
    const opened = `now() - make_interval(secs => $4::float8 * 3600)`;
    const minutes = (after: number) => `${opened} + make_interval(mins => ${after})`;
    const firstOut = session.messages.find((m) => m.direction === 'OUT');
    const last = session.messages.at(-1)!;
    const [row] = await tx.query<{ seq: number }>(
      `INSERT INTO consultation_sessions (team_seq, sender_profile_seq, user_key, state, opened_at, first_response_at,
         last_message_at, closed_at, closed_by)
       VALUES (1, $1, $2, $3, ${opened}, ${firstOut ? minutes(firstOut.after) : 'NULL'}, ${minutes(last.after)},
         CASE $5::text WHEN 'AGENT' THEN ${minutes(last.after + 5)} WHEN 'TIMEOUT' THEN ${minutes(last.after)} + interval '24 hours' END,
         $5::text)
       RETURNING seq`,
      [profile.seq, session.userKey, session.closedBy ? 'CLOSED' : 'OPEN', session.openedHoursAgo, session.closedBy],
    );
    for (const [order, message] of session.messages.entries()) {
      await tx.query(
        `INSERT INTO consultation_messages (session_seq, sender_profile_seq, direction, kind, text, buttons, serial_number, created_at)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, now() - make_interval(secs => $8::float8 * 3600) + make_interval(mins => $9))`,
        [
          row!.seq,
          profile.seq,
          message.direction,
          message.buttons ? 'LINK' : 'TEXT',
          message.text,
          message.buttons ? JSON.stringify(message.buttons) : null,
          message.direction === 'OUT' ? `demo-${index + 1}-${order + 1}` : null,
          session.openedHoursAgo,
          message.after,
        ],
      );
    }
  }
}
