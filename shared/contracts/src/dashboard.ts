import { z } from 'zod';
import { BizFileState } from './business';
import { SendRequestSummary } from './send-requests';
import { SendStatsFigures, StatsChannel } from './stats';
import { TeamSeqParams } from './teams';

/**
 * The console home (/console/dashboard) and the team dashboard (/console/team/{teamSeq}/dashboard):
 * one endpoint per block, so each block loads, fails and empties on its own. Without teamSeq a block
 * covers every team the caller may open (a master: the business's; anyone else: their own teams).
 */
export const DashboardQuery = z.object({ teamSeq: TeamSeqParams.shape.teamSeq.optional() });
export type DashboardQuery = z.infer<typeof DashboardQuery>;

/** How many send requests the recent-requests block lists. */
export const DASHBOARD_RECENT_REQUESTS = 5;
/** How many entries each group of the review block lists (its counts cover them all). */
export const DASHBOARD_REVIEW_ITEMS = 5;
/** How many notices the notices block lists. */
export const DASHBOARD_NOTICES = 5;

/** GET /api/dashboard/sends: this month (KST, the 1st to today) from the running send statistics. */
export const DashboardSends = z.object({
  from: z.string(),
  to: z.string(),
  totals: SendStatsFigures,
  /** Channels as people name them (SMS, LMS and MMS apart), busiest first; only those that sent. */
  byChannel: z.array(SendStatsFigures.extend({ channel: StatsChannel })),
  /** Every day from `from` to `to`, zeros included, for the chart. */
  daily: z.array(SendStatsFigures.extend({ period: z.string() })),
});
export type DashboardSends = z.infer<typeof DashboardSends>;

/** GET /api/dashboard/recent-requests: the newest requests of the teams, each with its team. */
export const DashboardRecentRequest = SendRequestSummary.extend({
  teamSeq: z.number().int(),
  teamName: z.string(),
});
export type DashboardRecentRequest = z.infer<typeof DashboardRecentRequest>;
export const DashboardRecentRequests = z.object({ items: z.array(DashboardRecentRequest) });
export type DashboardRecentRequests = z.infer<typeof DashboardRecentRequests>;

/**
 * An entry that waits for a reviewer (PENDING number, REQUESTED or INSPECTING template) or for the
 * user (REJECTED; a BLOCKED or DORMANT sender profile).
 */
export const DashboardReviewStatus = z.enum(['PENDING', 'REQUESTED', 'INSPECTING', 'REJECTED', 'BLOCKED', 'DORMANT']);
export type DashboardReviewStatus = z.infer<typeof DashboardReviewStatus>;

export const DashboardReviewItem = z.object({
  seq: z.number().int(),
  teamSeq: z.number().int(),
  teamName: z.string(),
  /** The number, the template's name, the channel's name. */
  name: z.string(),
  /** The number's label, the template's code, the channel's id. */
  detail: z.string().nullable(),
  status: DashboardReviewStatus,
  /** Why it was rejected, blocked or made dormant. */
  reason: z.string().nullable(),
  /** When it came into this state. */
  since: z.string(),
});
export type DashboardReviewItem = z.infer<typeof DashboardReviewItem>;

export const DashboardReviewGroup = z.object({
  /** Waiting for the reviewer. */
  waiting: z.number().int(),
  /** Waiting for the user: rejected, blocked or dormant. */
  needsAction: z.number().int(),
  /** Newest first, at most DASHBOARD_REVIEW_ITEMS. */
  items: z.array(DashboardReviewItem),
});
export type DashboardReviewGroup = z.infer<typeof DashboardReviewGroup>;

/**
 * GET /api/dashboard/reviews. Sender numbers, templates and sender profiles are managed by masters and
 * managers (PRODUCT.md): for a user they are null. The business file is the business's, whoever asks.
 */
export const DashboardReviews = z.object({
  callbackNumbers: DashboardReviewGroup.nullable(),
  alimtalkTemplates: DashboardReviewGroup.nullable(),
  senderProfiles: DashboardReviewGroup.nullable(),
  businessFile: BizFileState,
});
export type DashboardReviews = z.infer<typeof DashboardReviews>;
