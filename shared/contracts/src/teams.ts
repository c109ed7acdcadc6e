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

/** Limits of a team's name and description (ours). */
export const TEAM_NAME_MAX = 30;
export const TEAM_DESCRIPTION_MAX = 200;

/**
 * A member's role inside one team (the business role stays master/manager/user): ADMIN is the
 * team's administrator and contact, MEMBER everyone else. A team always keeps one ADMIN.
 */
export const TeamRole = z.enum(['ADMIN', 'MEMBER']);
export type TeamRole = z.infer<typeof TeamRole>;

/** POST /api/teams and PUT /api/teams/:teamSeq. */
export const TeamWriteRequest = z.object({
  name: z
    .string()
    .trim()
    .min(1, '팀 이름을 입력해 주세요.')
    .max(TEAM_NAME_MAX, `팀 이름은 ${TEAM_NAME_MAX}자까지 쓸 수 있어요.`),
  /** Missing means empty. */
  description: z
    .string()
    .trim()
    .max(TEAM_DESCRIPTION_MAX, `설명은 ${TEAM_DESCRIPTION_MAX}자까지 쓸 수 있어요.`)
    .optional(),
});
export type TeamWriteRequest = z.infer<typeof TeamWriteRequest>;

/** GET /api/teams/:teamSeq: the summary plus what the caller and the dashboard need. */
export const TeamDetail = TeamSummary.extend({
  /** The caller's role in this team; null for a master who is not a member. */
  myTeamRole: TeamRole.nullable(),
  /** API keys that are not revoked. */
  activeApiKeyCount: z.number().int(),
});
export type TeamDetail = z.infer<typeof TeamDetail>;

/** The :teamSeq of /api/teams/:teamSeq/...: an integer in the database's range, else 400. */
export const TeamSeqParams = z.object({
  teamSeq: z.coerce
    .number({ message: '팀 번호가 올바르지 않아요.' })
    .int('팀 번호가 올바르지 않아요.')
    .min(1, '팀 번호가 올바르지 않아요.')
    .max(2_147_483_647, '팀 번호가 올바르지 않아요.'),
});
