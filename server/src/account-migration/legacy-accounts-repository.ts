import type { Queryable } from '../db/database';

export interface LegacyAccount {
  legacyId: string;
  passwordSalt: string;
  passwordSha256: string;
  name: string;
  email: string;
  mobile: string;
  business: {
    name: string;
    registrationNumber: string;
    representative: string;
    address: string;
    type: 'NORMAL' | 'VALUE_ADDED_PROVIDER';
    verifiedAt: Date | null;
  };
  migratedAt: Date | null;
}

interface LegacyRow {
  legacy_id: string;
  password_salt: string;
  password_sha256: string;
  name: string;
  email: string;
  mobile: string;
  biz_name: string;
  biz_registration_number: string;
  biz_representative: string;
  biz_address: string;
  biz_type: 'NORMAL' | 'VALUE_ADDED_PROVIDER';
  biz_verified_at: Date | null;
  migrated_at: Date | null;
}

/** Accounts of the older product waiting to be moved, and the contacts they own. */
export function createLegacyAccountsRepository(db: Queryable) {
  return {
    /** FOR UPDATE inside a transaction: two tries at once move the account once. */
    async find(legacyId: string, tx: Queryable = db, lock = false): Promise<LegacyAccount | null> {
      const rows = await tx.query<LegacyRow>(
        `SELECT * FROM legacy_accounts WHERE legacy_id = $1${lock ? ' FOR UPDATE' : ''}`,
        [legacyId],
      );
      const row = rows[0];
      if (!row) return null;
      return {
        legacyId: row.legacy_id,
        passwordSalt: row.password_salt,
        passwordSha256: row.password_sha256,
        name: row.name,
        email: row.email,
        mobile: row.mobile,
        business: {
          name: row.biz_name,
          registrationNumber: row.biz_registration_number,
          representative: row.biz_representative,
          address: row.biz_address,
          type: row.biz_type,
          verifiedAt: row.biz_verified_at,
        },
        migratedAt: row.migrated_at,
      };
    },
    async markMigrated(legacyId: string, userSeq: number, tx: Queryable): Promise<void> {
      await tx.query('UPDATE legacy_accounts SET migrated_at = now(), migrated_user_seq = $2 WHERE legacy_id = $1', [
        legacyId,
        userSeq,
      ]);
    },
    /** The account's contacts that have a usable number, as digits, in their order. */
    async contactsOf(legacyId: string, tx: Queryable): Promise<{ name: string; phone: string }[]> {
      return tx.query<{ name: string; phone: string }>(
        `SELECT name, regexp_replace(phone, '[^0-9]', '', 'g') AS phone FROM legacy_contacts
         WHERE legacy_id = $1 AND regexp_replace(phone, '[^0-9]', '', 'g') ~ '^[0-9]{8,12}$' ORDER BY seq`,
        [legacyId],
      );
    },
  };
}
export type LegacyAccountsRepository = ReturnType<typeof createLegacyAccountsRepository>;
