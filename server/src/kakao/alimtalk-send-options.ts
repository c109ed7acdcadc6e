import type { AlimtalkSendOptions } from '@console/contracts/kakao-send';
import type { AlimtalkTemplatesRepository } from './alimtalk-templates-repository';
import type { SenderProfilesRepository } from './sender-profiles-repository';

/**
 * What a sender may use for alimtalk: the team's active profiles, their approved templates, and the
 * approved sender numbers a fallback SMS/LMS goes from (every member may send, so this is not the
 * managers' template list). The public API answers the same.
 */
export async function alimtalkSendOptionsOf(
  kakao: { senderProfiles: SenderProfilesRepository; templates: AlimtalkTemplatesRepository },
  approvedSenderNumbers: () => Promise<string[]>,
  teamSeq: number,
): Promise<AlimtalkSendOptions> {
  const [senderProfiles, templates, senderNumbers] = await Promise.all([
    kakao.senderProfiles.active(teamSeq),
    kakao.templates.approved(teamSeq),
    approvedSenderNumbers(),
  ]);
  return { senderProfiles, templates, senderNumbers };
}
