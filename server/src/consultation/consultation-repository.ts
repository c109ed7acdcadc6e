import {
  CONSULTATION_LIMITS,
  maskUserKey,
  replyKindOf,
  type ConsultationButton,
  type ConsultationClosedBy,
  type ConsultationMessageKind,
  type ConsultationReply,
  type ConsultationReplyResult,
  type ConsultationSessionClosed,
  type ConsultationSessionState,
  type ConsultationSessionSummary,
  type ConsultationSettings,
} from '@console/contracts/consultation';
import type { Queryable } from '../db/database';
import { conflict, notFound } from '../http/api-error';

export const PROFILE_NOT_FOUND = '발신 프로필을 찾을 수 없어요.';
export const CONSULTATION_OFF =
  '이 발신 프로필은 상담톡을 사용하지 않아요. 콘솔의 발신 프로필 화면에서 상담톡을 켜 주세요.';
export const NO_OPEN_SESSION =
  '이 사용자와 열린 상담 세션이 없어요. 상담은 사용자가 먼저 메시지를 보내야 시작되고, 24시간 동안 대화가 없으면 종료돼요.';
export const SERIAL_REUSED = '이미 다른 내용으로 보낸 일련번호예요. 새 메시지에는 새 일련번호를 써 주세요.';
export const SESSION_NOT_FOUND = '상담 세션을 찾을 수 없어요.';

/** The sender profile a consultation message is about (read from the kakao module's table). */
export interface ConsultationProfile {
  seq: number;
  teamSeq: number;
  senderKey: string;
  channelName: string;
  status: string;
  enabled: boolean;
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

interface MessageRow {
  seq: string;
  session_seq: number;
  kind: ConsultationMessageKind;
  text: string | null;
  image_url: string | null;
  buttons: ConsultationButton[] | null;
  serial_number: string;
  user_key: string;
  created_at: Date;
}

const resultOf = (row: MessageRow): ConsultationReplyResult => ({
  messageSeq: Number(row.seq),
  sessionSeq: row.session_seq,
  serialNumber: row.serial_number,
  kind: row.kind,
  createdAt: row.created_at.toISOString(),
});

/** Whether a stored reply is the same as this one (a retry), by user and content. */
const sameReply = (row: MessageRow, reply: ConsultationReply) =>
  row.user_key === reply.userKey &&
  row.kind === replyKindOf(reply) &&
  (row.text ?? undefined) === reply.text &&
  (row.image_url ?? undefined) === reply.image &&
  JSON.stringify(row.buttons ?? []) === JSON.stringify(reply.buttons ?? []);

/**
 * Kakao consultation talk (상담톡): the per-profile setting, sessions and their messages. Sessions open
 * on a user's first message without an open one and close after 24 h of silence or by the agent.
 */
export function createConsultationRepository(db: Queryable) {
  return {
    /** The profile by seq or sender key, with its consultation setting; null when there is none. */
    async profile(by: { seq?: number; senderKey?: string; teamSeq?: number }, tx: Queryable = db) {
      const [row] = await tx.query<{
        seq: number;
        team_seq: number;
        sender_key: string;
        channel_name: string;
        status: string;
        enabled: boolean | null;
      }>(
        `SELECT p.seq, p.team_seq, p.sender_key, p.channel_name, p.status, s.enabled
         FROM sender_profiles p LEFT JOIN consultation_settings s ON s.sender_profile_seq = p.seq
         WHERE ($1::int IS NULL OR p.seq = $1) AND ($2::text IS NULL OR p.sender_key = $2)
           AND ($3::int IS NULL OR p.team_seq = $3)`,
        [by.seq ?? null, by.senderKey ?? null, by.teamSeq ?? null],
      );
      if (!row) return null;
      return {
        seq: row.seq,
        teamSeq: row.team_seq,
        senderKey: row.sender_key,
        channelName: row.channel_name,
        status: row.status,
        enabled: row.enabled ?? false,
      } satisfies ConsultationProfile;
    },

    async settings(profileSeq: number): Promise<ConsultationSettings> {
      const [row] = await db.query<{ enabled: boolean; enabled_at: Date | null }>(
        'SELECT enabled, enabled_at FROM consultation_settings WHERE sender_profile_seq = $1',
        [profileSeq],
      );
      return { senderProfileSeq: profileSeq, enabled: row?.enabled ?? false, enabledAt: iso(row?.enabled_at ?? null) };
    },

    /** Turns consultation talk on or off; enabled_at is when it was last turned on. */
    async setEnabled(profileSeq: number, enabled: boolean): Promise<ConsultationSettings> {
      const [row] = await db.query<{ enabled: boolean; enabled_at: Date | null }>(
        `INSERT INTO consultation_settings (sender_profile_seq, enabled, enabled_at)
         VALUES ($1, $2, CASE WHEN $2 THEN now() END)
         ON CONFLICT (sender_profile_seq) DO UPDATE SET enabled = $2,
           enabled_at = CASE WHEN $2 AND NOT consultation_settings.enabled THEN now() ELSE consultation_settings.enabled_at END
         RETURNING enabled, enabled_at`,
        [profileSeq, enabled],
      );
      return { senderProfileSeq: profileSeq, enabled: row!.enabled, enabledAt: iso(row!.enabled_at) };
    },

    /**
     * Stores a user's message in their open session, opening one when there is none (one open session
     * per user and profile: the partial unique index decides between two at once).
     */
    async receive(tx: Queryable, profile: ConsultationProfile, userKey: string, text: string) {
      const [session] = await tx.query<{ seq: number }>(
        `INSERT INTO consultation_sessions (team_seq, sender_profile_seq, user_key, state)
         VALUES ($1, $2, $3, 'OPEN')
         ON CONFLICT (sender_profile_seq, user_key) WHERE state = 'OPEN' DO UPDATE SET last_message_at = now()
         RETURNING seq`,
        [profile.teamSeq, profile.seq, userKey],
      );
      const [message] = await tx.query<{ seq: string; created_at: Date }>(
        `INSERT INTO consultation_messages (session_seq, sender_profile_seq, direction, kind, text)
         VALUES ($1, $2, 'IN', 'TEXT', $3) RETURNING seq, created_at`,
        [session!.seq, profile.seq, text],
      );
      return {
        sessionSeq: session!.seq,
        messageSeq: Number(message!.seq),
        createdAt: message!.created_at.toISOString(),
      };
    },

    /**
     * An agent's reply in the user's open session; idempotent by (profile, serial number): a repeat
     * answers the first result, the same number with other content is refused (409).
     */
    async reply(
      tx: Queryable,
      profile: ConsultationProfile,
      reply: ConsultationReply,
    ): Promise<ConsultationReplyResult> {
      const earlier = async () => {
        const [row] = await tx.query<MessageRow>(
          `SELECT m.seq, m.session_seq, m.kind, m.text, m.image_url, m.buttons, m.serial_number, m.created_at, s.user_key
           FROM consultation_messages m JOIN consultation_sessions s ON s.seq = m.session_seq
           WHERE m.sender_profile_seq = $1 AND m.serial_number = $2 AND m.direction = 'OUT'`,
          [profile.seq, reply.serialNumber],
        );
        if (!row) return null;
        if (!sameReply(row, reply)) throw conflict(SERIAL_REUSED);
        return resultOf(row);
      };
      const first = await earlier();
      if (first) return first;
      const [session] = await tx.query<{ seq: number }>(
        `SELECT seq FROM consultation_sessions WHERE sender_profile_seq = $1 AND user_key = $2 AND state = 'OPEN' FOR UPDATE`,
        [profile.seq, reply.userKey],
      );
      if (!session) throw conflict(NO_OPEN_SESSION);
      const [row] = await tx.query<MessageRow>(
        `INSERT INTO consultation_messages (session_seq, sender_profile_seq, direction, kind, text, image_url, buttons, serial_number)
         VALUES ($1, $2, 'OUT', $3, $4, $5, $6, $7)
         ON CONFLICT (sender_profile_seq, serial_number) WHERE direction = 'OUT' DO NOTHING
         RETURNING seq, session_seq, kind, text, image_url, buttons, serial_number, created_at, $8::text AS user_key`,
        [
          session.seq,
          profile.seq,
          replyKindOf(reply),
          reply.text ?? null,
          reply.image ?? null,
          reply.buttons?.length ? JSON.stringify(reply.buttons) : null,
          reply.serialNumber,
          reply.userKey,
        ],
      );
      // Another call with the same number won the race: answer as its repeat.
      if (!row) return (await earlier())!;
      await tx.query(
        `UPDATE consultation_sessions SET first_response_at = coalesce(first_response_at, $2), last_message_at = $2
         WHERE seq = $1`,
        [session.seq, row.created_at],
      );
      return resultOf(row);
    },

    /** The agent closes a session of the team; closing a closed one answers how it was closed. */
    async closeByAgent(teamSeq: number, sessionSeq: number): Promise<ConsultationSessionClosed> {
      await db.query(
        `UPDATE consultation_sessions SET state = 'CLOSED', closed_at = now(), closed_by = 'AGENT'
         WHERE seq = $1 AND team_seq = $2 AND state = 'OPEN'`,
        [sessionSeq, teamSeq],
      );
      const [row] = await db.query<{
        state: ConsultationSessionState;
        closed_at: Date | null;
        closed_by: ConsultationClosedBy | null;
      }>('SELECT state, closed_at, closed_by FROM consultation_sessions WHERE seq = $1 AND team_seq = $2', [
        sessionSeq,
        teamSeq,
      ]);
      if (!row) throw notFound(SESSION_NOT_FOUND);
      return { sessionSeq, state: row.state, closedAt: iso(row.closed_at), closedBy: row.closed_by };
    },

    /** Closes the sessions silent for 24 h, as of their last message + 24 h; answers how many. */
    async closeIdle(): Promise<number> {
      const rows = await db.query(
        `UPDATE consultation_sessions
         SET state = 'CLOSED', closed_by = 'TIMEOUT', closed_at = last_message_at + make_interval(hours => $1)
         WHERE state = 'OPEN' AND last_message_at <= now() - make_interval(hours => $1)
         RETURNING seq`,
        [CONSULTATION_LIMITS.idleHours],
      );
      return rows.length;
    },

    /** The profile's most recent sessions with their message counts (user keys masked). */
    async recentSessions(profileSeq: number, limit = CONSULTATION_LIMITS.recentSessions) {
      const rows = await db.query<{
        seq: number;
        user_key: string;
        state: ConsultationSessionState;
        opened_at: Date;
        first_response_at: Date | null;
        last_message_at: Date;
        closed_at: Date | null;
        closed_by: ConsultationClosedBy | null;
        inbound: number;
        outbound: number;
      }>(
        `SELECT s.seq, s.user_key, s.state, s.opened_at, s.first_response_at, s.last_message_at, s.closed_at, s.closed_by,
           (SELECT count(*)::int FROM consultation_messages m WHERE m.session_seq = s.seq AND m.direction = 'IN') AS inbound,
           (SELECT count(*)::int FROM consultation_messages m WHERE m.session_seq = s.seq AND m.direction = 'OUT') AS outbound
         FROM consultation_sessions s WHERE s.sender_profile_seq = $1
         ORDER BY s.opened_at DESC, s.seq DESC LIMIT $2`,
        [profileSeq, limit],
      );
      return rows.map((row): ConsultationSessionSummary => ({
        seq: row.seq,
        userKey: maskUserKey(row.user_key),
        state: row.state,
        openedAt: row.opened_at.toISOString(),
        firstResponseAt: iso(row.first_response_at),
        lastMessageAt: row.last_message_at.toISOString(),
        closedAt: iso(row.closed_at),
        closedBy: row.closed_by,
        inbound: row.inbound,
        outbound: row.outbound,
      }));
    },

    /** An inbound message as the webhook sends it, with its team (null when it is gone). */
    async inboundMessage(messageSeq: number) {
      const [row] = await db.query<{
        session_seq: number;
        team_seq: number;
        user_key: string;
        sender_key: string;
        text: string;
        created_at: Date;
      }>(
        `SELECT m.session_seq, s.team_seq, s.user_key, p.sender_key, m.text, m.created_at
         FROM consultation_messages m JOIN consultation_sessions s ON s.seq = m.session_seq
         JOIN sender_profiles p ON p.seq = m.sender_profile_seq
         WHERE m.seq = $1 AND m.direction = 'IN'`,
        [messageSeq],
      );
      return row ?? null;
    },
  };
}

export type ConsultationRepository = ReturnType<typeof createConsultationRepository>;
