import { PRICES_KRW } from '@console/contracts/prices';
import type { MessageType } from '@console/contracts/message-limits';
import { planRecipient, variableNames, type SendRecipient } from '@console/contracts/send-requests';
import { chooseMessageType } from '@console/contracts/text-bytes';

export interface SendEstimate {
  typeCounts: Record<MessageType, number>;
  /** If every message is delivered (KRW before VAT): only delivered messages are charged. */
  costKrw: number;
  /** The type most recipients get, for the counter and the confirmation. */
  mainType: MessageType;
}

/** Types and cost per recipient, as the server will decide them (the same contract functions). Any image: MMS. */
export function estimateSend(body: string, subject: string, recipients: SendRecipient[], imageCount = 0): SendEstimate {
  const typeCounts: Record<MessageType, number> = { SMS: 0, LMS: 0, MMS: 0 };
  const request = { body, subject: subject || undefined, imageCount };
  if (variableNames(body).length === 0 || recipients.length === 0) {
    // Without variables every recipient gets the same text: decide once.
    typeCounts[chooseMessageType(request)] = recipients.length;
  } else {
    for (const recipient of recipients) typeCounts[planRecipient(request, recipient, imageCount).type]++;
  }
  const costKrw = typeCounts.SMS * PRICES_KRW.SMS + typeCounts.LMS * PRICES_KRW.LMS + typeCounts.MMS * PRICES_KRW.MMS;
  const mainType = (['MMS', 'LMS', 'SMS'] as const).reduce(
    (best, type) => (typeCounts[type] > typeCounts[best] ? type : best),
    chooseMessageType(request),
  );
  return { typeCounts, costKrw, mainType };
}
