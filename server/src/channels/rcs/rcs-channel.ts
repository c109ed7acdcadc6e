import { createHash } from 'node:crypto';
import { advertisingProblems, type MessageType } from '@console/contracts/message-limits';
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
import { missingVariablesMessage } from '@console/contracts/send-requests';
import { countEucKrBytes } from '@console/contracts/text-bytes';
import type { Queryable } from '../../db/database';
import { invalidField } from '../../http/api-error';
import type { RcsRepository } from '../../rcs/rcs-repository';
import type { Channel, PlannedMessage, SendPlan } from '../channel';
import type { Provider } from '../provider';
import { keptVariables, phoneReportTimeoutHours, uniqueRecipients } from '../phone-messages';

export const RCS_CARD_IMAGE_NOT_FOUND = '이 팀에서 올린 카드 이미지만 넣을 수 있어요. 이미지를 다시 올려 주세요.';
export const RCS_RESERVATION_NOT_EDITABLE =
  'RCS 예약은 바꿀 수 없어요. 예약을 취소하고 RCS 보내기에서 새로 예약해 주세요.';

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
 * cleanup of unused images cannot delete one between the checks and the commit; an image it deleted
 * just before is answered as not found.
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
  const reserved = Boolean(request.reserveAt);
  const { unique, duplicateNumbers } = uniqueRecipients(request.recipients);
  const messages: PlannedMessage[] = unique.map(({ phone, recipient }) => {
    const plan = planRcsRecipient(request, content.text, recipient);
    return {
      phone,
      text: plan.text === content.text ? null : plan.text,
      bytes: countEucKrBytes(plan.text),
      type,
      fallbackText: plan.fallback && plan.fallback.text !== request.fallbackText ? plan.fallback.text : null,
      variables: keptVariables(reserved, recipient.variables),
    };
  });
  const typeCounts: Record<MessageType, number> = { SMS: 0, LMS: 0, MMS: 0 };
  typeCounts[type] = messages.length;
  return { messages, duplicateNumbers, typeCounts, estimatedCostKrw: messages.length * rcsPriceKrw(type) };
}

/** An RCS request's card image files in card order (the team's own images only). */
async function requestCardFiles(db: Queryable, requestSeq: number) {
  const rows = await db.query<{ seq: number; content_type: string; content: Uint8Array }>(
    `SELECT i.seq, i.content_type, i.content FROM send_requests r
      CROSS JOIN LATERAL jsonb_array_elements(coalesce(r.rcs_cards, '[]'::jsonb)) WITH ORDINALITY AS card(value, position)
      JOIN rcs_images i ON i.seq = (card.value ->> 'imageSeq')::int AND i.team_seq = r.team_seq
     WHERE r.seq = $1 ORDER BY card.position`,
    [requestSeq],
  );
  return rows.map((row) => ({
    imageId: row.seq,
    contentType: row.content_type,
    content: Buffer.from(row.content.buffer, row.content.byteOffset, row.content.byteLength),
  }));
}

export interface RcsChannel extends Channel<RcsSendRequestCreate> {
  /** The configured provider (RCS_PROVIDER); read at each hand-over. */
  provider: Provider;
}

/**
 * RCS (DOMAIN.md "RCS"): an approved chat room (its brand and number), the request's own content or
 * an approved template, card images of the team handed over with the batch, prices per RCS type. A
 * failed RCS message falls back to SMS/LMS when the request turned fallback on.
 */
export function createRcsChannel(provider: Provider, rcs: RcsRepository): RcsChannel {
  return {
    id: 'RCS',
    label: 'RCS',
    provider,
    requestHash: (request) =>
      createHash('sha256')
        .update(JSON.stringify({ channel: 'RCS', request }))
        .digest('hex'),
    async prepare(request, { teamSeq }) {
      const room = (await rcs.approvedChatRooms(teamSeq)).find(
        (candidate) => candidate.chatRoomSeq === request.chatRoomSeq,
      );
      if (!room) throw invalidField('chatRoomSeq', RCS_CHAT_ROOM_NOT_APPROVED);
      const content = await contentOf(rcs, teamSeq, request);
      const template = request.rcsType === 'TEMPLATE' ? (request.templateSeq ?? null) : null;
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
        fallback: { enabled: request.fallback, text: request.fallback ? (request.fallbackText ?? null) : null },
        channelColumns: {
          rcs_type: request.rcsType,
          rcs_chat_room_seq: room.chatRoomSeq,
          rcs_brand_name: room.brandName,
          rcs_template_seq: request.templateSeq ?? null,
          rcs_buttons: JSON.stringify(content.buttons),
          rcs_cards: JSON.stringify(content.cards),
        },
        async afterInsert(_seq, tx) {
          await lockCardImages(tx, teamSeq, content.cards);
          if (template) await rcs.markTemplateUsed(template, tx);
        },
      };
    },
    reservationEditRefusal: RCS_RESERVATION_NOT_EDITABLE,
    priceKrw: rcsPriceKrw,
    reportTimeoutHours: phoneReportTimeoutHours,
    attachments: requestCardFiles,
    async submit(tx, submission) {
      const images = submission.messages.some((m) => m.type === 'MMS') ? await submission.attachments() : [];
      await this.provider.submit(tx, { ...submission, images }, submission.expectReports);
    },
    readReports(batch, providerData) {
      return this.provider.readReports(batch, providerData);
    },
    // Every RCS failure goes again as SMS/LMS when the request asked for it (DOMAIN.md).
    fallbackChannel: () => 'SMS',
    simulatorGuide() {
      return this.provider.guide();
    },
  };
}
