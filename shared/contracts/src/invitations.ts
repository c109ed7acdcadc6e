import { z } from 'zod';
import { Email, LoginId, Mobile, PersonName } from './account-fields';
import { PageQuery } from './api-envelope';
import { NewPassword, withPasswordChecks } from './password-rules';

/** An invitation link works this long after it was (re)sent (ours). */
export const INVITATION_VALID_DAYS = 7;
/** Teams one invitation can add the invitee to. */
export const INVITATION_MAX_TEAMS = 20;

/** The roles an invitation can give; masters are never invited, a master promotes a member. */
export const InvitationRole = z.enum(['ROLE_MANAGER', 'ROLE_USER'], { message: '역할을 선택해 주세요.' });
export type InvitationRole = z.infer<typeof InvitationRole>;

/** EXPIRED is a PENDING invitation past its expiry (or one replaced by a newer invitation). */
export const InvitationStatus = z.enum(['PENDING', 'ACCEPTED', 'CANCELLED', 'EXPIRED']);
export type InvitationStatus = z.infer<typeof InvitationStatus>;

/** POST /api/invitations */
export const InvitationCreateRequest = z.object({
  email: Email,
  role: InvitationRole,
  teamSeqs: z
    .array(z.number().int().min(1))
    .min(1, '초대할 팀을 하나 이상 선택해 주세요.')
    .max(INVITATION_MAX_TEAMS, `팀은 ${INVITATION_MAX_TEAMS}개까지 고를 수 있어요.`)
    .refine((seqs) => new Set(seqs).size === seqs.length, '같은 팀을 두 번 고를 수 없어요.'),
});
export type InvitationCreateRequest = z.input<typeof InvitationCreateRequest>;

export const Invitation = z.object({
  seq: z.number().int(),
  email: z.string(),
  role: InvitationRole,
  status: InvitationStatus,
  teams: z.array(z.object({ teamSeq: z.number().int(), name: z.string() })),
  invitedBy: z.object({ userSeq: z.number().int().nullable(), name: z.string() }),
  createdAt: z.string(),
  /** When the current link was mailed (creation or the last resend). */
  sentAt: z.string(),
  expiresAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type Invitation = z.infer<typeof Invitation>;

/** GET /api/invitations?page&size&status */
export const InvitationListQuery = PageQuery.extend({ status: InvitationStatus.optional() });
export type InvitationListQuery = z.infer<typeof InvitationListQuery>;

export const InvitationSeqParams = z.object({
  seq: z.coerce
    .number({ message: '초대 번호가 올바르지 않아요.' })
    .int('초대 번호가 올바르지 않아요.')
    .min(1, '초대 번호가 올바르지 않아요.')
    .max(2_147_483_647, '초대 번호가 올바르지 않아요.'),
});

/** The token of an invitation link: 43 base64url characters (32 random bytes). */
export const InvitationToken = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, '초대 링크가 올바르지 않아요.');

/** GET /api/invitations/by-token/:token (public): what the invitee is asked to accept. */
export const InvitationPreview = z.object({
  businessName: z.string(),
  inviterName: z.string(),
  email: z.string(),
  role: InvitationRole,
  teamNames: z.array(z.string()),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof InvitationPreview>;

/**
 * Why a link cannot be used, as the resultCode of the 404/410 answer, so the page can tell them
 * apart without reading the message.
 */
export const InvitationErrorCode = { NOT_FOUND: 4041, EXPIRED: 4101, USED: 4102, CANCELLED: 4103 } as const;
export type InvitationErrorKind = keyof typeof InvitationErrorCode;
export const invitationErrorKindOf = (resultCode: number | null | undefined): InvitationErrorKind | null =>
  (Object.entries(InvitationErrorCode).find(([, code]) => code === resultCode)?.[0] as
    InvitationErrorKind | undefined) ?? null;

/**
 * POST /api/invitations/accept: the invitee's account; the e-mail and role come from the invitation.
 * The sign-up form of /account/registByEmail resolves with this same schema (token as a hidden value).
 */
export const InvitationAcceptRequest = withPasswordChecks(
  z.object({
    token: InvitationToken,
    loginId: LoginId,
    password: NewPassword,
    passwordConfirm: z.string().min(1, '비밀번호를 한 번 더 입력해 주세요.'),
    name: PersonName,
    mobile: Mobile,
  }),
  { password: 'password', confirm: 'passwordConfirm', loginIdField: 'loginId' },
);
export type InvitationAcceptRequest = z.input<typeof InvitationAcceptRequest>;

/** The answer of POST /api/invitations/accept; the session cookie of the new account comes with it. */
export const InvitationAcceptAnswer = z.object({ userSeq: z.number().int(), loginId: z.string() });
export type InvitationAcceptAnswer = z.infer<typeof InvitationAcceptAnswer>;
