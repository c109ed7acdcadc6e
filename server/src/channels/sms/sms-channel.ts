import { createHash } from 'node:crypto';
import { PRICES_KRW } from '@console/contracts/billing';
import type { MessageType } from '@console/contracts/message-limits';
import { normalizePhoneNumber } from '@console/contracts/phone-numbers';
import type { SendRequestCreate } from '@console/contracts/send-requests';
import { chooseMessageType, countEucKrBytes } from '@console/contracts/text-bytes';
import { invalidField } from '../../http/api-error';
import { isApprovedSender } from '../../numbers/callback-numbers-repository';
import type { AcceptContext, Channel } from '../channel';
import { phoneReportTimeoutHours } from '../phone-messages';
import type { Provider } from '../provider';
import { linkRequestImages, requestMmsFiles, requireTeamImages } from './mms-images-repository';
import { planSend } from './sms-plan';

export const SENDER_NOT_APPROVED = '승인된 발신번호만 사용할 수 있어요.';

/** The digits of an approved sender number of the team; a 400 on senderNumber otherwise. */
export async function requireApprovedSender(db: AcceptContext['db'], teamSeq: number, senderNumber: string) {
  const digits = normalizePhoneNumber(senderNumber);
  if (!(await isApprovedSender(db, teamSeq, digits))) throw invalidField('senderNumber', SENDER_NOT_APPROVED);
  return digits;
}

export interface SmsChannel extends Channel<SendRequestCreate> {
  /** The configured provider (SMS_PROVIDER); read at each hand-over. */
  provider: Provider;
}

/**
 * SMS/LMS/MMS (DOMAIN.md "Text messages"): an approved sender number, EUC-KR bytes per recipient
 * decide the type (any image: MMS), MMS images of the team handed over with the batch, prices per
 * type. Failures do not fall back; text of another channel's fallback goes out as SMS or LMS by its bytes.
 */
export function createSmsChannel(provider: Provider): SmsChannel {
  return {
    id: 'SMS',
    label: 'SMS/LMS/MMS',
    provider,
    requestHash: (request) => createHash('sha256').update(JSON.stringify(request)).digest('hex'),
    async prepare(request, { db, teamSeq }) {
      const senderNumber = await requireApprovedSender(db, teamSeq, request.senderNumber);
      const imageIds = await requireTeamImages(db, teamSeq, request.imageIds);
      return {
        fields: {
          body: request.body,
          subject: request.subject || null,
          senderNumber,
          advertising: request.advertising,
          forcedType: request.type ?? null,
        },
        plan: planSend(request),
        reserveAt: request.reserveAt ? new Date(request.reserveAt) : null,
        // A reservation's edit replaces the images it had (none: none).
        afterInsert: (seq, tx) => linkRequestImages(tx, seq, imageIds),
      };
    },
    reservationEditRefusal: null,
    // Its messages are SMS/LMS/MMS only (the pipeline asks a channel about its own messages).
    priceKrw: (type: MessageType) => PRICES_KRW[type],
    reportTimeoutHours: phoneReportTimeoutHours,
    attachments: requestMmsFiles,
    async submit(tx, submission) {
      const images = submission.messages.some((m) => m.type === 'MMS') ? await submission.attachments() : [];
      await this.provider.submit(tx, { ...submission, images }, submission.expectReports);
    },
    readReports(batch, providerData) {
      return this.provider.readReports(batch, providerData);
    },
    fallbackChannel: () => null,
    planText: (text) => ({ type: chooseMessageType({ body: text }), bytes: countEucKrBytes(text) }),
    simulatorGuide() {
      return this.provider.guide();
    },
  };
}
