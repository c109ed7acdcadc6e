import { createHash } from 'node:crypto';
import type { MessageType } from '@console/contracts/message-limits';
import { advertisingProblems } from '@console/contracts/message-limits';
import { RCS_LIMITS, type RcsButton, type RcsCard, type RcsTemplateKind } from '@console/contracts/rcs';
import {
  fillRcsText,
  planRcsRecipient,
  rcsLengthProblem,
  rcsPriceKrw,
  rcsPricedType,
  RCS_CHAT_ROOM_NOT_APPROVED,
  RCS_TEMPLATE_NOT_APPROVED,
  type RcsSendRequestCreate,
} from '@console/contracts/rcs-send';
import { missingVariablesMessage, type SendRequestAccepted } from '@console/contracts/send-requests';
import { countEucKrBytes } from '@console/contracts/text-bytes';
import type { Database, Queryable } from '../db/database';
import { invalidField } from '../http/api-error';
import type { RcsRepository } from '../rcs/rcs-repository';
import { acceptRequest, uniqueRecipients, type AcceptInput, type SendPlan } from './accept-send-request';
import type { PlannedMessage, SendRequestsRepository } from './send-requests-repository';

export const RCS_CARD_IMAGE_NOT_FOUND = '이 팀에서 올린 카드 이미지만 넣을 수 있어요. 이미지를 다시 올려 주세요.';

export interface RcsAcceptInput extends Omit<AcceptInput, 'request'> {
  request: RcsSendRequestCreate;
}

interface RcsContent {
  text: string;
  buttons: RcsButton[];
  cards: RcsCard[];
  templateKind?: RcsTemplateKind;
}

/** The text, buttons and cards that go out: the request's own, or the approved template's (with its checks). */
async function contentOf(rcs: RcsRepository, teamSeq: number, request: RcsSendRequestCreate): Promise<RcsContent> {
  if (request.rcsType !== 'TEMPLATE') {
    if (request.cards.length > 0) {
      const foreign = await rcs.foreignCardImages(
        teamSeq,
        request.cards.map((card) => card.imageSeq),
      );
      if (foreign.length > 0) throw invalidField('cards', RCS_CARD_IMAGE_NOT_FOUND);
    }
    return { text: request.body, buttons: request.buttons, cards: request.cards };
  }
  const template = await rcs.approvedTemplate(teamSeq, request.templateSeq!);
  if (!template) throw invalidField('templateSeq', RCS_TEMPLATE_NOT_APPROVED);
  const missing = missingVariablesMessage(template.body, request.recipients, request.templateVariables);
  if (missing) throw invalidField('templateVariables', missing);
  const maxChars = template.kind === 'TEXT' ? RCS_LIMITS.textTemplate.bodyMax : RCS_LIMITS.imageTemplate.bodyMax;
  for (const recipient of request.recipients) {
    const tooLong = rcsLengthProblem(
      'TEMPLATE',
      fillRcsText(template.body, request.templateVariables, recipient),
      maxChars,
    );
    if (tooLong) throw invalidField('templateVariables', tooLong);
  }
  if (request.advertising) {
    const [problem] = advertisingProblems(template.body);
    if (problem) throw invalidField('templateSeq', problem);
  }
  return { text: template.body, buttons: template.buttons, cards: template.cards, templateKind: template.kind };
}

/**
 * Holds the card images until the request commits (FOR KEY SHARE, as a foreign key would), so the
 * cleanup of unused images (image-cleanup.ts) cannot delete one between the checks and the commit;
 * an image it deleted just before is answered as not found.
 */
async function lockCardImages(tx: Queryable, teamSeq: number, cards: readonly RcsCard[]): Promise<void> {
  if (cards.length === 0) return;
  const seqs = [...new Set(cards.map((card) => card.imageSeq))];
  const held = await tx.query('SELECT seq FROM rcs_images WHERE team_seq = $1 AND seq = ANY($2::int[]) FOR KEY SHARE', [
    teamSeq,
    seqs,
  ]);
  if (held.length !== seqs.length) throw invalidField('cards', RCS_CARD_IMAGE_NOT_FOUND);
}

/** One RCS message per distinct number, priced as its RCS type; fallback texts kept only where they differ. */
function planRcs(request: RcsSendRequestCreate, content: RcsContent): SendPlan {
  const type: MessageType = rcsPricedType(request.rcsType, content.templateKind);
  const keepVariables = Boolean(request.reserveAt);
  const { unique, duplicateNumbers } = uniqueRecipients(request.recipients);
  const messages: PlannedMessage[] = unique.map(({ phone, recipient }) => {
    const plan = planRcsRecipient(request, content.text, recipient);
    return {
      phone,
      text: plan.text === content.text ? null : plan.text,
      bytes: countEucKrBytes(plan.text),
      type,
      channel: 'RCS',
      fallbackText: plan.fallback && plan.fallback.text !== request.fallbackText ? plan.fallback.text : null,
      variables:
        keepVariables && recipient.variables && Object.keys(recipient.variables).length > 0
          ? recipient.variables
          : null,
    };
  });
  const typeCounts: Record<MessageType, number> = { SMS: 0, LMS: 0, MMS: 0 };
  typeCounts[type] = messages.length;
  return { messages, duplicateNumbers, typeCounts, estimatedCostKrw: messages.length * rcsPriceKrw(type) };
}

/**
 * Accepts an RCS send request through the same acceptRequest as SMS (idempotency, one transaction,
 * durable dispatch): the chat room must be approved (its brand and number), a template approved; the
 * request row keeps the brand, buttons, cards and the fallback text.
 */
export async function acceptRcsSendRequest(
  db: Database,
  repository: SendRequestsRepository,
  rcs: RcsRepository,
  input: RcsAcceptInput,
): Promise<{ answer: SendRequestAccepted; replayed: boolean }> {
  const { request, teamSeq } = input;
  return acceptRequest(db, repository, {
    ...input,
    hash: createHash('sha256')
      .update(JSON.stringify({ channel: 'RCS', request }))
      .digest('hex'),
    prepare: async () => {
      const room = (await rcs.approvedChatRooms(teamSeq)).find(
        (candidate) => candidate.chatRoomSeq === request.chatRoomSeq,
      );
      if (!room) throw invalidField('chatRoomSeq', RCS_CHAT_ROOM_NOT_APPROVED);
      const content = await contentOf(rcs, teamSeq, request);
      return {
        fields: {
          body: content.text,
          subject: null,
          senderNumber: room.senderNumber,
          advertising: request.advertising,
          forcedType: null,
        },
        plan: planRcs(request, content),
        reserveAt: request.reserveAt ? new Date(request.reserveAt) : null,
        afterInsert: async (seq, tx) => {
          await lockCardImages(tx, teamSeq, content.cards);
          await tx.query(
            `UPDATE send_requests SET channel = 'RCS', rcs_type = $2, rcs_chat_room_seq = $3, rcs_brand_name = $4, rcs_template_seq = $5,
               rcs_buttons = $6, rcs_cards = $7, fallback_enabled = $8, fallback_text = $9 WHERE seq = $1`,
            [
              seq,
              request.rcsType,
              room.chatRoomSeq,
              room.brandName,
              request.templateSeq ?? null,
              JSON.stringify(content.buttons),
              JSON.stringify(content.cards),
              request.fallback,
              request.fallback ? (request.fallbackText ?? null) : null,
            ],
          );
          if (request.templateSeq && request.rcsType === 'TEMPLATE')
            await rcs.markTemplateUsed(request.templateSeq, tx);
        },
      };
    },
  });
}
