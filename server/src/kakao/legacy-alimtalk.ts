import {
  KAKAO_TEMPLATE_MISMATCH,
  matchesAlimtalkTemplate,
  type AlimtalkSendRequestCreate,
  type LegacyAlimtalkSendRequestCreate,
} from '@console/contracts/kakao-send';
import { invalidField } from '../http/api-error';
import type { AlimtalkTemplatesRepository } from './alimtalk-templates-repository';

/**
 * The legacy form's request as the current one: the profile's approved template the written text
 * matches (the one named by templateCode when given), with the text kept as written. No match: 400.
 */
export async function legacyAlimtalkRequest(
  templates: AlimtalkTemplatesRepository,
  teamSeq: number,
  legacy: LegacyAlimtalkSendRequestCreate,
): Promise<AlimtalkSendRequestCreate & { legacyContent: string }> {
  const candidates = (await templates.approved(teamSeq, legacy.senderProfileSeq)).filter(
    (template) => !legacy.templateCode || template.code === legacy.templateCode,
  );
  const template = candidates.find((candidate) => matchesAlimtalkTemplate(candidate.content, legacy.content));
  if (!template) throw invalidField('content', KAKAO_TEMPLATE_MISMATCH);
  return {
    senderProfileSeq: legacy.senderProfileSeq,
    templateSeq: template.seq,
    templateVariables: {},
    recipients: legacy.recipients,
    reserveAt: legacy.reserveAt,
    fallback: legacy.fallback,
    fallbackText: legacy.fallbackText,
    senderNumber: legacy.senderNumber,
    legacyContent: legacy.content,
  };
}
