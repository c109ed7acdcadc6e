import type { AddressGroup, AddressGroupInput } from '@console/contracts/address-books';
import type { Queryable } from '../db/database';
import { conflict, notFound } from '../http/api-error';

interface GroupRow {
  seq: number;
  name: string;
  description: string;
  contact_count: number;
  created_at: Date;
}

const toGroup = (row: GroupRow): AddressGroup => ({
  seq: row.seq,
  name: row.name,
  description: row.description,
  contactCount: row.contact_count,
  createdAt: row.created_at.toISOString(),
});

const SELECT = `SELECT g.seq, g.name, g.description, g.created_at,
  (SELECT count(*)::int FROM contacts c WHERE c.group_seq = g.seq) AS contact_count
  FROM address_groups g`;

const DUPLICATE_NAME = '같은 이름의 그룹이 이미 있어요. 다른 이름을 써 주세요.';
export const GROUP_NOT_FOUND = '주소록 그룹을 찾을 수 없어요.';

/** Postgres unique_violation, from PGlite and pg alike. */
export const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/** Groups of a team, few enough to list whole (the screen shows them as a side list). */
export function createAddressGroupsRepository(db: Queryable) {
  const find = async (teamSeq: number, seq: number) => {
    const [row] = await db.query<GroupRow>(`${SELECT} WHERE g.team_seq = $1 AND g.seq = $2`, [teamSeq, seq]);
    if (!row) throw notFound(GROUP_NOT_FOUND);
    return toGroup(row);
  };
  return {
    find,
    async list(teamSeq: number): Promise<AddressGroup[]> {
      const rows = await db.query<GroupRow>(`${SELECT} WHERE g.team_seq = $1 ORDER BY g.name, g.seq`, [teamSeq]);
      return rows.map(toGroup);
    },
    async create(teamSeq: number, input: Required<AddressGroupInput>): Promise<AddressGroup> {
      try {
        const [row] = await db.query<{ seq: number }>(
          'INSERT INTO address_groups (team_seq, name, description) VALUES ($1, $2, $3) RETURNING seq',
          [teamSeq, input.name, input.description],
        );
        return find(teamSeq, row!.seq);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(DUPLICATE_NAME);
        throw error;
      }
    },
    async update(teamSeq: number, seq: number, input: Required<AddressGroupInput>): Promise<AddressGroup> {
      try {
        const rows = await db.query(
          'UPDATE address_groups SET name = $3, description = $4 WHERE team_seq = $1 AND seq = $2 RETURNING seq',
          [teamSeq, seq, input.name, input.description],
        );
        if (rows.length === 0) throw notFound(GROUP_NOT_FOUND);
        return find(teamSeq, seq);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(DUPLICATE_NAME);
        throw error;
      }
    },
    /** Deletes the group and its contacts (the screen says so before asking). */
    async remove(teamSeq: number, seq: number): Promise<void> {
      const rows = await db.query('DELETE FROM address_groups WHERE team_seq = $1 AND seq = $2 RETURNING seq', [
        teamSeq,
        seq,
      ]);
      if (rows.length === 0) throw notFound(GROUP_NOT_FOUND);
    },
  };
}
export type AddressGroupsRepository = ReturnType<typeof createAddressGroupsRepository>;
