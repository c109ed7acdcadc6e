import { z } from 'zod';
import { PageQuery } from './api-envelope';
import { BASE_ROLES, BaseRole, Role } from './session';
import { TeamRole } from './teams';

/** A user of the caller's business, as /console/member/list shows it. */
export const BusinessMember = z.object({
  userSeq: z.number().int(),
  loginId: z.string(),
  name: z.string(),
  email: z.string(),
  /** Digits only; screens format it. */
  mobile: z.string(),
  role: Role,
  teams: z.array(z.object({ teamSeq: z.number().int(), name: z.string() })),
  createdAt: z.string(),
});
export type BusinessMember = z.infer<typeof BusinessMember>;

/** GET /api/members?page&size&q&role&excludeTeamSeq */
export const MemberListQuery = PageQuery.extend({
  /** Part of the name, login id or e-mail. */
  q: z.string().trim().max(50, '검색어는 50자까지 입력할 수 있어요.').optional(),
  /** A base role; withdrawal-requested (DWT) accounts count as their base role. */
  role: BaseRole.optional(),
  /** Leaves out the members of this team (the "add a member to the team" dialog). */
  excludeTeamSeq: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export type MemberListQuery = z.infer<typeof MemberListQuery>;

/** PUT /api/members/:userSeq/role */
export const MemberRoleRequest = z.object({
  role: z.enum(BASE_ROLES, { message: '역할을 선택해 주세요.' }),
});
export type MemberRoleRequest = z.infer<typeof MemberRoleRequest>;

/** The :userSeq of /api/members/:userSeq and /api/teams/:teamSeq/members/:userSeq. */
export const UserSeqParams = z.object({
  userSeq: z.coerce
    .number({ message: '회원 번호가 올바르지 않아요.' })
    .int('회원 번호가 올바르지 않아요.')
    .min(1, '회원 번호가 올바르지 않아요.')
    .max(2_147_483_647, '회원 번호가 올바르지 않아요.'),
});

/** A member of one team with their role there. */
export const TeamMember = z.object({
  userSeq: z.number().int(),
  loginId: z.string(),
  name: z.string(),
  email: z.string(),
  /** The business role. */
  role: Role,
  teamRole: TeamRole,
  joinedAt: z.string(),
});
export type TeamMember = z.infer<typeof TeamMember>;

/** GET /api/teams/:teamSeq/members?page&size */
export const TeamMemberListQuery = PageQuery;

/** POST /api/teams/:teamSeq/members */
export const TeamMemberAddRequest = z.object({
  userSeq: z
    .number({ message: '추가할 멤버를 선택해 주세요.' })
    .int('추가할 멤버를 선택해 주세요.')
    .min(1, '추가할 멤버를 선택해 주세요.'),
  teamRole: z.enum(TeamRole.options, { message: '팀 역할을 선택해 주세요.' }),
});
export type TeamMemberAddRequest = z.infer<typeof TeamMemberAddRequest>;

/** PUT /api/teams/:teamSeq/members/:userSeq */
export const TeamMemberRoleRequest = z.object({
  teamRole: z.enum(TeamRole.options, { message: '팀 역할을 선택해 주세요.' }),
});
export type TeamMemberRoleRequest = z.infer<typeof TeamMemberRoleRequest>;
