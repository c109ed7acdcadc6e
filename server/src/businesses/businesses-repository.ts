import type { BusinessInfo, BusinessRegistration, BusinessUpdateRequest } from '@console/contracts/business';
import type { Queryable } from '../db/database';

interface BusinessRow {
  biz_seq: number;
  name: string;
  registration_number: string;
  representative: string;
  address: string;
  type: BusinessInfo['type'];
  verified_at: Date | null;
  provider_approve: 'Y' | 'N' | null;
  created_at: Date;
}

export type BusinessRecord = Omit<BusinessInfo, 'bizFile'>;

const toRecord = (row: BusinessRow): BusinessRecord => ({
  bizSeq: row.biz_seq,
  name: row.name,
  registrationNumber: row.registration_number,
  representative: row.representative,
  address: row.address,
  type: row.type,
  verified: row.verified_at !== null,
  verificationDate: row.verified_at?.toISOString() ?? null,
  // A normal business has no contract to wait for.
  providerApprove: row.type === 'VALUE_ADDED_PROVIDER' ? (row.provider_approve ?? 'N') : null,
  createdAt: row.created_at.toISOString(),
});

const COLUMNS =
  'biz_seq, name, registration_number, representative, address, type, verified_at, provider_approve, created_at';

export function createBusinessesRepository(db: Queryable) {
  return {
    async find(bizSeq: number, tx: Queryable = db): Promise<BusinessRecord | null> {
      const rows = await tx.query<BusinessRow>(`SELECT ${COLUMNS} FROM businesses WHERE biz_seq = $1`, [bizSeq]);
      return rows[0] ? toRecord(rows[0]) : null;
    },
    async registrationNumberTaken(registrationNumber: string, tx: Queryable = db): Promise<boolean> {
      return (
        (await tx.query('SELECT 1 FROM businesses WHERE registration_number = $1', [registrationNumber])).length > 0
      );
    },
    /** A new business: unverified; a value-added provider also waits for its contract (approve N). */
    async create(
      business: BusinessRegistration,
      tx: Queryable = db,
      verifiedAt: Date | null = null,
    ): Promise<BusinessRecord> {
      const rows = await tx.query<BusinessRow>(
        `INSERT INTO businesses (name, registration_number, representative, address, type, verified_at, provider_approve)
         VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $5 = 'VALUE_ADDED_PROVIDER' THEN 'N' END) RETURNING ${COLUMNS}`,
        [
          business.name,
          business.registrationNumber,
          business.representative,
          business.address,
          business.type,
          verifiedAt,
        ],
      );
      return toRecord(rows[0]!);
    },
    async update(bizSeq: number, change: BusinessUpdateRequest): Promise<BusinessRecord | null> {
      const rows = await db.query<BusinessRow>(
        `UPDATE businesses SET name = $2, representative = $3, address = $4, updated_at = now()
         WHERE biz_seq = $1 RETURNING ${COLUMNS}`,
        [bizSeq, change.name, change.representative, change.address],
      );
      return rows[0] ? toRecord(rows[0]) : null;
    },
    async markVerified(bizSeq: number, tx: Queryable): Promise<void> {
      await tx.query('UPDATE businesses SET verified_at = now(), updated_at = now() WHERE biz_seq = $1', [bizSeq]);
    },
    /** Confirms a value-added provider's sales contract; answers false when there was nothing to confirm. */
    async approveProvider(bizSeq: number, tx: Queryable): Promise<boolean> {
      const rows = await tx.query(
        `UPDATE businesses SET provider_approve = 'Y', updated_at = now()
         WHERE biz_seq = $1 AND type = 'VALUE_ADDED_PROVIDER' AND provider_approve IS DISTINCT FROM 'Y' RETURNING 1`,
        [bizSeq],
      );
      return rows.length > 0;
    },
  };
}
export type BusinessesRepository = ReturnType<typeof createBusinessesRepository>;

/** A completed withdrawal: the business is kept, marked withdrawn (its users cannot log in again). */
export async function markBusinessWithdrawn(tx: Queryable, bizSeq: number): Promise<void> {
  await tx.query('UPDATE businesses SET withdrawn_at = now() WHERE biz_seq = $1', [bizSeq]);
}

export async function businessWithdrawn(db: Queryable, bizSeq: number): Promise<boolean> {
  const rows = await db.query<{ withdrawn: boolean }>(
    'SELECT withdrawn_at IS NOT NULL AS withdrawn FROM businesses WHERE biz_seq = $1',
    [bizSeq],
  );
  return rows[0]?.withdrawn ?? false;
}
