import { z } from 'zod';

/** REG: still being provisioned (up to 15 minutes, SPEC 4); team-scoped features are blocked. */
export const TeamStatus = z.enum(['REG', 'ACTIVE', 'CLOSED']);
export type TeamStatus = z.infer<typeof TeamStatus>;

export const TeamSummary = z.object({
  teamSeq: z.number().int(),
  name: z.string(),
  description: z.string(),
  status: TeamStatus,
  memberCount: z.number().int(),
  createdAt: z.string(),
  /** When provisioning finished (ACTIVE) or is expected to finish (REG). */
  readyAt: z.string().nullable(),
});
export type TeamSummary = z.infer<typeof TeamSummary>;

/** The team id travels as the Curr-Team-Seq header only when it is an integer (SPEC 5). */
export const CURR_TEAM_HEADER = 'Curr-Team-Seq';
export const isTeamSeq = (value: unknown): value is number | string =>
  (typeof value === 'number' && Number.isSafeInteger(value)) ||
  (typeof value === 'string' && /^-?\d+$/.test(value) && Number.isSafeInteger(Number(value)));
