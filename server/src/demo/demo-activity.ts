import type { FastifyInstance } from 'fastify';
import { buildAlimtalkSendRequestSchema } from '@console/contracts/kakao-send';
import { SendRequestCreate } from '@console/contracts/send-requests';
import { acceptRequest } from '../sending/accept-request';

const KST_OFFSET_MS = 9 * 3_600_000;

/** Tomorrow 10:00 in Korea, as an ISO instant. */
function tomorrowTenInSeoul(now = new Date()): string {
  const seoul = new Date(now.getTime() + KST_OFFSET_MS);
  const day = Date.UTC(seoul.getUTCFullYear(), seoul.getUTCMonth(), seoul.getUTCDate() + 1, 10);
  return new Date(day - KST_OFFSET_MS).toISOString();
}

/**
 * A little real activity for the interactive demo (`npm start` sets DEMO_ACTIVITY=1): right after
 * the demo seed, 마케팅팀 sends through the real pipeline, so the simulated carrier fills the results,
 * the history, an MO reply, an opt-out and a failure to look at, and a reservation waits for
 * tomorrow; an alimtalk (one recipient without KakaoTalk gets the SMS fallback) gives the dashboard a
 * second channel. Journeys and server tests never set it: they count their own sends.
 */
export async function sendDemoActivity(app: FastifyInstance): Promise<number[]> {
  const [master] = await app.db.query<{ user_seq: number; name: string }>(
    "SELECT user_seq, name FROM users WHERE login_id = 'hanbit_master'",
  );
  const [team] = await app.db.query<{ team_seq: number }>(
    "SELECT team_seq FROM teams WHERE name = '마케팅팀' ORDER BY team_seq LIMIT 1",
  );
  if (!master || !team) return [];
  const requests = [
    {
      // 010-0000-0000 is the simulator's 결번; 05XX answers by MO, 06XX asks to stop (joins the 080 list).
      senderNumber: '15881234',
      recipients: ['01024681357', '01031415926', '01000000000', '01000000501', '01000000601'].map((phone) => ({
        phone,
      })),
      body: '[한빛커머스] 주문하신 상품이 오늘 출발했어요. 배송 조회는 마이페이지에서 할 수 있어요.',
    },
    {
      senderNumber: '15881234',
      subject: '회원 등급 안내',
      recipients: [
        { phone: '01027182818', variables: { name: '김하늘', grade: 'VIP' } },
        { phone: '01016180339', variables: { name: '이바다', grade: '골드' } },
      ],
      body: '#{name}님, 한빛커머스를 이용해 주셔서 감사해요. 이번 달 회원 등급은 #{grade}이에요. 등급 혜택은 마이페이지에서 확인해 주세요.',
    },
    {
      senderNumber: '15881234',
      recipients: ['01024681357', '01031415926'].map((phone) => ({ phone })),
      body: '[한빛커머스] 내일 오전 10시부터 11시까지 시스템 점검이 있어요.',
      reserveAt: tomorrowTenInSeoul(),
    },
  ];
  const user = { userSeq: master.user_seq, name: master.name };
  const seqs: number[] = [];
  for (const request of requests) {
    const { answer } = await acceptRequest(app.db, app.sendRequests, app.smsChannel, {
      teamSeq: team.team_seq,
      user,
      request: SendRequestCreate.parse(request),
      idempotencyKey: null,
    });
    seqs.push(answer.seq);
  }
  const [template] = await app.db.query<{ seq: number; sender_profile_seq: number }>(
    "SELECT seq, sender_profile_seq FROM alimtalk_templates WHERE team_seq = $1 AND code = 'ORDER_SHIPPED'",
    [team.team_seq],
  );
  if (template) {
    // 010-0000-07XX has no KakaoTalk: its alimtalk fails and goes again as the template's text by SMS/LMS.
    const { answer } = await acceptRequest(app.db, app.sendRequests, app.alimtalkChannel, {
      teamSeq: team.team_seq,
      user,
      request: buildAlimtalkSendRequestSchema().parse({
        senderProfileSeq: template.sender_profile_seq,
        templateSeq: template.seq,
        templateVariables: { 택배사: '한빛택배' },
        recipients: [
          { phone: '01024681357', variables: { 이름: '김하늘', 주문번호: 'HB-20481' } },
          { phone: '01031415926', variables: { 이름: '이바다', 주문번호: 'HB-20482' } },
          { phone: '01000000701', variables: { 이름: '박나무', 주문번호: 'HB-20483' } },
        ],
        fallback: 'TEMPLATE',
        senderNumber: '15881234',
      }),
      idempotencyKey: null,
    });
    seqs.push(answer.seq);
  }
  return seqs;
}
