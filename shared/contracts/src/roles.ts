// The roles on their own (no schema), for the screens that only check a role: session.ts builds its
// schemas at load, which a bundler cannot leave out of a page that imports one helper.
export const BASE_ROLES = ['ROLE_MASTER', 'ROLE_MANAGER', 'ROLE_USER'] as const;
export type BaseRole = (typeof BASE_ROLES)[number];

/** A role ending in DWT means the account asked for withdrawal (SPEC 3, 6). */
export const ROLES = [...BASE_ROLES, 'ROLE_MASTER_DWT', 'ROLE_MANAGER_DWT', 'ROLE_USER_DWT'] as const;
export type Role = (typeof ROLES)[number];

export const isWithdrawalRequested = (role: string): boolean => role.endsWith('DWT');
/** ROLE_MASTER_DWT -> ROLE_MASTER. */
export const baseRoleOf = (role: Role): BaseRole => role.replace(/_DWT$/, '') as BaseRole;

const ROLE_RANK: Record<BaseRole, number> = { ROLE_MASTER: 3, ROLE_MANAGER: 2, ROLE_USER: 1 };
/** True when `role` is one of `allowed` (by base role); an empty or missing list allows everyone. */
export const roleAllows = (role: Role, allowed: readonly BaseRole[] | undefined): boolean =>
  !allowed || allowed.length === 0 || allowed.includes(baseRoleOf(role));
export const roleRank = (role: Role): number => ROLE_RANK[baseRoleOf(role)];
