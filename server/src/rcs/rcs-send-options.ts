import type { RcsSendOptions } from '@console/contracts/rcs-send';
import type { RcsRepository } from './rcs-repository';

/** Approved templates offered for sending (a team rarely has more). */
const TEMPLATE_CHOICES = 100;

/**
 * What a sender may use: the approved chat rooms (with their brand) and the approved templates; no
 * templates while there is no chat room to send them from. The public API answers this; the console's
 * GET /api/team/rcs/send-options answers the same.
 */
export async function rcsSendOptionsOf(rcs: RcsRepository, teamSeq: number): Promise<RcsSendOptions> {
  const [chatRooms, templates] = await Promise.all([
    rcs.approvedChatRooms(teamSeq),
    rcs.templates(teamSeq, { status: 'APPROVED', limit: TEMPLATE_CHOICES, offset: 0 }),
  ]);
  return { chatRooms, templates: chatRooms.length > 0 ? templates.items : [] };
}
