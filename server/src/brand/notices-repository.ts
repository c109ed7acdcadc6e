import type { Notice, NoticeCategory, NoticeSummary } from '@console/contracts/brand';
import type { Queryable } from '../db/database';
import { selectPage, type PageWindow } from '../db/select-page';

interface NoticeRow {
  seq: number;
  title: string;
  category: NoticeCategory;
  pinned: boolean;
  published_at: Date;
  body?: string;
}

const toSummary = (row: NoticeRow): NoticeSummary => ({
  seq: row.seq,
  title: row.title,
  category: row.category,
  pinned: row.pinned,
  publishedAt: row.published_at.toISOString(),
});

// q is matched literally: LIKE's wildcards in it are escaped.
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createNoticesRepository(db: Queryable) {
  return {
    /** Pinned first, then newest; q searches titles and bodies. */
    async list(filter: { q?: string } & PageWindow) {
      const { rows, total } = await selectPage<NoticeRow>(
        db,
        {
          columns: 'seq, title, category, pinned, published_at',
          from: 'FROM notices WHERE published_at <= now() AND ($1::text IS NULL OR title ILIKE $1 OR body ILIKE $1)',
          orderBy: 'pinned DESC, published_at DESC, seq DESC',
          params: [filter.q ? likePattern(filter.q) : null],
        },
        filter,
      );
      return { items: rows.map(toSummary), total };
    },
    async find(seq: number): Promise<Notice | null> {
      const rows = await db.query<NoticeRow & { body: string }>(
        'SELECT seq, title, category, pinned, published_at, body FROM notices WHERE seq = $1 AND published_at <= now()',
        [seq],
      );
      const row = rows[0];
      return row ? { ...toSummary(row), body: row.body } : null;
    },
  };
}
export type NoticesRepository = ReturnType<typeof createNoticesRepository>;
