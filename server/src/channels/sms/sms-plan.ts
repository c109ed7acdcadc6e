import { PRICES_KRW } from '@console/contracts/billing';
import type { MessageType } from '@console/contracts/message-limits';
import { planRecipient, type SendRequestCreate } from '@console/contracts/send-requests';
import type { PlannedMessage, SendPlan } from '../channel';
import { keptVariables, uniqueRecipients } from '../phone-messages';

/** Recipients deduplicated by their normalised number (the first one stays), each with its text, bytes and type. */
export function planSend(request: SendRequestCreate): SendPlan {
  const reserved = Boolean(request.reserveAt);
  const messages: PlannedMessage[] = [];
  const typeCounts: Record<MessageType, number> = { SMS: 0, LMS: 0, MMS: 0 };
  let estimatedCostKrw = 0;
  const personalised = request.body.includes('#{');
  const { unique, duplicateNumbers } = uniqueRecipients(request.recipients);
  for (const { phone, recipient } of unique) {
    // Any image makes every message MMS (DOMAIN.md).
    const plan = planRecipient(request, recipient, request.imageIds?.length ?? 0);
    messages.push({
      phone,
      text: personalised && plan.text !== request.body ? plan.text : null,
      bytes: plan.bytes,
      type: plan.type,
      variables: keptVariables(reserved, recipient.variables),
    });
    typeCounts[plan.type] += 1;
    estimatedCostKrw += PRICES_KRW[plan.type];
  }
  return { messages, duplicateNumbers, typeCounts, estimatedCostKrw };
}
