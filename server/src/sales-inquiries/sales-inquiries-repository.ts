import {
  SALES_CONSENT_VERSION,
  SALES_INQUIRY_MAX_PER_IP,
  SALES_INQUIRY_WINDOW_MINUTES,
  type ConsultingInquiry,
  type PartnershipInquiry,
  type SalesInquiry,
  type SalesInquiryListQuery,
} from '@console/contracts/sales-inquiries';
import type { Database } from '../db/database';
import { selectPage, type PageWindow } from '../db/select-page';
import { rateLimited } from '../http/api-error';

const WINDOW_SECONDS = SALES_INQUIRY_WINDOW_MINUTES * 60;

/** What one form stores: the contact fields plus the kind's own. */
export type NewSalesInquiry =
  { kind: 'CONSULTING'; inquiry: ConsultingInquiry } | { kind: 'PARTNERSHIP'; inquiry: PartnershipInquiry };

interface SalesInquiryRow {
  seq: number;
  kind: SalesInquiry['kind'];
  state: SalesInquiry['state'];
  company: string;
  name: string;
  phone: string;
  email: string;
  monthly_volume: SalesInquiry['monthlyVolume'];
  services: SalesInquiry['services'];
  partnership_type: SalesInquiry['partnershipType'];
  website: string | null;
  message: string;
  answers: SalesInquiry['answers'];
  consent_version: string;
  agreed_at: Date;
  created_at: Date;
  closed_at: Date | null;
  closed_by: string | null;
  close_note: string | null;
}

const COLUMNS = `seq, kind, state, company, name, phone, email, monthly_volume, services, partnership_type, website,
  message, answers, consent_version, agreed_at, created_at, closed_at, closed_by, close_note`;

const inquiryOf = (row: SalesInquiryRow): SalesInquiry => ({
  seq: row.seq,
  kind: row.kind,
  state: row.state,
  company: row.company,
  name: row.name,
  phone: row.phone,
  email: row.email,
  monthlyVolume: row.monthly_volume,
  services: row.services,
  partnershipType: row.partnership_type,
  website: row.website,
  message: row.message,
  answers: row.answers,
  consentVersion: row.consent_version,
  agreedAt: row.agreed_at.toISOString(),
  createdAt: row.created_at.toISOString(),
  closedAt: row.closed_at?.toISOString() ?? null,
  closedBy: row.closed_by,
  closeNote: row.close_note,
});

/** The sales team's inquiries from the public forms: stored under a per-IP limit, listed and closed. */
export function createSalesInquiriesRepository(db: Database) {
  return {
    /**
     * Stores an inquiry unless its IP already sent SALES_INQUIRY_MAX_PER_IP of this kind inside the
     * window (then a 429 with Retry-After). Counting and inserting happen under a lock on that IP and
     * kind, so parallel requests and several server processes keep one limit.
     */
    async insert(entry: NewSalesInquiry, ipHash: string): Promise<{ seq: number; receivedAt: Date }> {
      return db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`sales-inquiry:${entry.kind}:${ipHash}`]);
        const [recent] = await tx.query<{ count: number; oldest: Date | null }>(
          `SELECT count(*)::int AS count, min(created_at) AS oldest FROM sales_inquiries
           WHERE ip_hash = $1 AND kind = $2 AND created_at > now() - make_interval(secs => $3)`,
          [ipHash, entry.kind, WINDOW_SECONDS],
        );
        if ((recent?.count ?? 0) >= SALES_INQUIRY_MAX_PER_IP) {
          const retryAfterSeconds = WINDOW_SECONDS - (Date.now() - (recent?.oldest?.getTime() ?? Date.now())) / 1000;
          const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
          throw rateLimited(`짧은 시간에 신청이 너무 많아요. ${minutes}분 후에 다시 시도해 주세요.`, retryAfterSeconds);
        }
        const { inquiry } = entry;
        const consulting = entry.kind === 'CONSULTING' ? entry.inquiry : null;
        const partnership = entry.kind === 'PARTNERSHIP' ? entry.inquiry : null;
        const [row] = await tx.query<{ seq: number; created_at: Date }>(
          `INSERT INTO sales_inquiries (kind, company, name, phone, email, monthly_volume, services, partnership_type,
             website, message, answers, agreed_at, consent_version, ip_hash)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now(), $12, $13)
           RETURNING seq, created_at`,
          [
            entry.kind,
            inquiry.company,
            inquiry.name,
            inquiry.phone,
            inquiry.email,
            consulting?.monthlyVolume ?? null,
            consulting?.services ?? [],
            partnership?.partnershipType ?? null,
            partnership?.website || null,
            inquiry.message,
            consulting?.answers ? JSON.stringify(consulting.answers) : null,
            SALES_CONSENT_VERSION,
            ipHash,
          ],
        );
        return { seq: row!.seq, receivedAt: row!.created_at };
      });
    },

    /** A number that looks like the next inquiry's, for the answer to a bot (nothing is stored). */
    async nextSeqGuess(): Promise<number> {
      const [row] = await db.query<{ next: number }>(
        'SELECT coalesce(max(seq), 0)::int + 1 AS next FROM sales_inquiries',
      );
      return row?.next ?? 1;
    },

    /** Newest first, optionally of one kind and state. */
    async list(
      filter: Pick<SalesInquiryListQuery, 'kind' | 'state'>,
      window: PageWindow,
    ): Promise<{ items: SalesInquiry[]; total: number }> {
      const { rows, total } = await selectPage<SalesInquiryRow>(
        db,
        {
          columns: COLUMNS,
          from: `FROM sales_inquiries WHERE ($1::text IS NULL OR kind = $1) AND ($2::text IS NULL OR state = $2)`,
          orderBy: 'seq DESC',
          params: [filter.kind ?? null, filter.state ?? null],
        },
        window,
      );
      return { items: rows.map(inquiryOf), total };
    },

    async find(seq: number): Promise<SalesInquiry | null> {
      const [row] = await db.query<SalesInquiryRow>(`SELECT ${COLUMNS} FROM sales_inquiries WHERE seq = $1`, [seq]);
      return row ? inquiryOf(row) : null;
    },

    /** Closes a NEW inquiry with the operator's note; false when it is not NEW (missing or closed). */
    async close(seq: number, closedBy: string, note: string): Promise<boolean> {
      const rows = await db.query(
        `UPDATE sales_inquiries SET state = 'CLOSED', closed_at = now(), closed_by = $2, close_note = $3
         WHERE seq = $1 AND state = 'NEW' RETURNING seq`,
        [seq, closedBy, note],
      );
      return rows.length === 1;
    },
  };
}
export type SalesInquiriesRepository = ReturnType<typeof createSalesInquiriesRepository>;
