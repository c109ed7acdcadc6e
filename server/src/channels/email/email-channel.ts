import { createHash } from 'node:crypto';
import {
  EMAIL_OPTED_OUT_REASON,
  EMAIL_PRICE_KRW,
  EMAIL_REPORT_TIMEOUT_HOURS,
  uniqueAddresses,
  type EmailSendRequestCreate,
} from '@console/contracts/email-send';
import type { MessageType } from '@console/contracts/message-limits';
import type { MessageResultType } from '@console/contracts/send-requests';
import type { Channel, PlannedMessage } from '../channel';
import type { EmailProvider, OutgoingEmail } from './email-provider';
import {
  addDailyFigures,
  emailRequestOf,
  insertEmailRequest,
  optedOutMessages,
  type EmailRequestRecord,
} from './email-repository';
import { unsubscribePath, unsubscribeToken } from './unsubscribe-token';

export const EMAIL_RESERVATION_NOT_EDITABLE =
  '이메일 예약은 바꿀 수 없어요. 예약을 취소하고 이메일 보내기에서 새로 예약해 주세요.';
/** The type of an e-mail's row (migration 096): the channel's one kind, priced by its channel (1 KRW). */
export const EMAIL_MESSAGE_TYPE = 'EMAIL' satisfies MessageResultType;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * One recipient's mail: an advertising one ends with its sender, contact and unsubscribe link
 * (DOMAIN.md), in the body's own format.
 */
export function composeEmail(request: EmailRequestRecord, seq: number, to: string, unsubscribeUrl: string | null) {
  const mail: OutgoingEmail = {
    seq,
    to,
    from: { name: request.senderName, address: request.senderAddress },
    subject: request.subject,
  };
  const footer = unsubscribeUrl
    ? {
        text: `\n\n---\n보낸 사람: ${request.senderName} (${request.senderContact ?? request.senderAddress})\n더 이상 광고 메일을 받지 않으려면 여기에서 수신거부해 주세요: ${unsubscribeUrl}`,
        html: `<hr><p style="font-size:12px;color:#666">보낸 사람: ${escapeHtml(request.senderName)} (${escapeHtml(request.senderContact ?? request.senderAddress)})<br>더 이상 광고 메일을 받지 않으려면 <a href="${escapeHtml(unsubscribeUrl)}">수신거부</a>를 눌러 주세요.</p>`,
      }
    : { text: '', html: '' };
  if (request.bodyFormat === 'HTML') mail.html = request.body + footer.html;
  else mail.text = request.body + footer.text;
  return mail;
}

export interface EmailChannel extends Channel<EmailSendRequestCreate> {
  provider: EmailProvider;
}

/**
 * E-mail (DOMAIN.md "E-mail"): one message per distinct address (case-insensitive), 1 KRW per
 * delivered e-mail, no fallback. Advertising mail carries an unsubscribe link; unsubscribed addresses
 * are dropped at dispatch. Reports: delivered, opened, clicked (delivered), hard and soft bounces.
 */
export function createEmailChannel(
  provider: EmailProvider,
  options: { unsubscribeSecret: string; publicUrl: string | undefined },
): EmailChannel {
  return {
    id: 'EMAIL',
    label: '이메일',
    provider,
    requestHash: (request) =>
      createHash('sha256')
        .update(JSON.stringify({ channel: 'EMAIL', request }))
        .digest('hex'),
    async prepare(request, { teamSeq }) {
      const { unique, duplicates } = uniqueAddresses(request.recipients);
      const messages: PlannedMessage[] = unique.map((address) => ({
        phone: address,
        text: null,
        bytes: Buffer.byteLength(request.body),
        type: EMAIL_MESSAGE_TYPE,
        priceKrw: EMAIL_PRICE_KRW,
      }));
      // The request's counts by text class (SMS/LMS/MMS) stay 0: its messages are e-mails (total_count).
      const typeCounts: Record<MessageType, number> = { SMS: 0, LMS: 0, MMS: 0 };
      return {
        fields: {
          body: request.body,
          subject: request.subject,
          senderNumber: '',
          advertising: request.advertising,
          forcedType: null,
        },
        plan: {
          messages,
          duplicateNumbers: duplicates,
          typeCounts,
          estimatedCostKrw: messages.length * EMAIL_PRICE_KRW,
        },
        reserveAt: request.reserveAt ? new Date(request.reserveAt) : null,
        async afterInsert(seq, tx) {
          await insertEmailRequest(tx, seq, teamSeq, {
            name: request.senderName,
            address: request.senderAddress,
            contact: request.senderContact?.trim() || null,
            bodyFormat: request.bodyFormat,
          });
        },
      };
    },
    reservationEditRefusal: EMAIL_RESERVATION_NOT_EDITABLE,
    priceKrw: () => EMAIL_PRICE_KRW,
    reportTimeoutHours: () => EMAIL_REPORT_TIMEOUT_HOURS,
    attachments: async () => [],
    async submit(tx, submission) {
      const request = await emailRequestOf(tx, submission.requestSeq);
      if (!request) throw new Error(`e-mail request ${submission.requestSeq} has no sender record`);
      const origin = options.publicUrl ?? '';
      // An e-mail message's recipient (messages.phone) is its address.
      const mails = submission.messages.map(({ seq, phone: address }) =>
        composeEmail(
          request,
          seq,
          address,
          request.advertising
            ? `${origin}${unsubscribePath(unsubscribeToken(options.unsubscribeSecret, request.teamSeq, address))}`
            : null,
        ),
      );
      await this.provider.submit(tx, mails, submission.expectReports);
    },
    readReports(batch, providerData) {
      return this.provider.readReports(
        batch.messages.map((message) => message.seq),
        providerData,
      );
    },
    fallbackChannel: () => null,
    simulatorGuide() {
      return this.provider.guide();
    },
    async optedOut(tx, { requestSeq, teamSeq }) {
      return { seqs: await optedOutMessages(tx, requestSeq, teamSeq), reason: EMAIL_OPTED_OUT_REASON };
    },
    async reported(tx, teamSeq, reports) {
      const count = (code: string) => reports.filter((report) => report.code === code).length;
      const clicked = count('CLICKED');
      await addDailyFigures(tx, teamSeq, {
        hardBounced: count('HARD_BOUNCE'),
        softBounced: count('SOFT_BOUNCE'),
        opened: count('OPENED') + clicked,
        clicked,
      });
    },
  };
}
