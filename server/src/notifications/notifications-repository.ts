import type { BaseRole } from '@console/contracts/session';
import type { Notification, NotificationKind } from '@console/contracts/notifications';
import type { Queryable } from '../db/database';
import { selectPage, type PageWindow } from '../db/select-page';

/**
 * Who receives a notification: one user, the users of a business (optionally only some base
 * roles; a withdrawal-requested master still counts as master), or the members of a team.
 */
export type NotificationTarget = number | { bizSeq: number; roles?: readonly BaseRole[] } | { teamSeq: number };

interface NotificationRow {
  seq: number;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
  read_at: Date | null;
  created_at: Date;
}

const toNotification = (row: NotificationRow): Notification => ({
  seq: row.seq,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  read: row.read_at !== null,
  readAt: row.read_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
});

const COLUMNS = 'seq, kind, title, body, link, read_at, created_at';

/** Only paths inside the console: a notification never sends anyone to another site. */
export const isConsolePath = (link: string) => link.startsWith('/') && !link.startsWith('//') && !link.includes('\\');

/** The users a target names, as a SELECT of user_seq with its parameters. */
function recipients(target: NotificationTarget): { sql: string; params: unknown[] } {
  if (typeof target === 'number') return { sql: 'SELECT user_seq FROM users WHERE user_seq = $1', params: [target] };
  if ('teamSeq' in target)
    return { sql: 'SELECT user_seq FROM team_members WHERE team_seq = $1', params: [target.teamSeq] };
  const roles = target.roles && target.roles.length > 0 ? target.roles.flatMap((role) => [role, `${role}_DWT`]) : null;
  return {
    sql: 'SELECT user_seq FROM users WHERE biz_seq = $1 AND ($2::text[] IS NULL OR role = ANY($2::text[]))',
    params: [target.bizSeq, roles],
  };
}

export function createNotificationsRepository(db: Queryable) {
  return {
    /**
     * Stores one notification per recipient; answers how many were stored. Pass `tx` to write it
     * inside the caller's transaction (it then appears only if that transaction commits).
     */
    async notify(
      target: NotificationTarget,
      kind: NotificationKind,
      title: string,
      body: string,
      link: string | null = null,
      options: { tx?: Queryable } = {},
    ): Promise<number> {
      if (link !== null && !isConsolePath(link)) throw new Error(`a notification links to a console path, not ${link}`);
      const { sql, params } = recipients(target);
      const n = params.length;
      const rows = await (options.tx ?? db).query(
        `INSERT INTO notifications (user_seq, kind, title, body, link)
         SELECT r.user_seq, $${n + 1}, $${n + 2}, $${n + 3}, $${n + 4} FROM (${sql}) r RETURNING 1`,
        [...params, kind, title, body, link],
      );
      return rows.length;
    },
    async list(userSeq: number, filter: { unread: boolean } & PageWindow) {
      const { rows, total } = await selectPage<NotificationRow>(
        db,
        {
          columns: COLUMNS,
          from: 'FROM notifications WHERE user_seq = $1 AND (NOT $2::boolean OR read_at IS NULL)',
          orderBy: 'created_at DESC, seq DESC',
          params: [userSeq, filter.unread],
        },
        filter,
      );
      return { items: rows.map(toNotification), total };
    },
    async unreadCount(userSeq: number): Promise<number> {
      const [row] = await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM notifications WHERE user_seq = $1 AND read_at IS NULL',
        [userSeq],
      );
      return row?.count ?? 0;
    },
    /** Marks one of the user's notifications read (keeping the first read time); null when not theirs. */
    async markRead(userSeq: number, seq: number): Promise<Notification | null> {
      const rows = await db.query<NotificationRow>(
        `UPDATE notifications SET read_at = coalesce(read_at, now()) WHERE seq = $1 AND user_seq = $2 RETURNING ${COLUMNS}`,
        [seq, userSeq],
      );
      return rows[0] ? toNotification(rows[0]) : null;
    },
    async markAllRead(userSeq: number): Promise<number> {
      const rows = await db.query(
        'UPDATE notifications SET read_at = now() WHERE user_seq = $1 AND read_at IS NULL RETURNING 1',
        [userSeq],
      );
      return rows.length;
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
