/**
 * Whether a database error is a unique violation (SQLSTATE 23505), optionally of one index: the
 * loser of a race for a login id or a registration number gets a clear 409, not a 500.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: name } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && (constraint === undefined || name === constraint);
}
