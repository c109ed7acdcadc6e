import { z } from 'zod';
import { isRecipientNumber, RECIPIENT_NUMBER_INVALID_MESSAGE } from './phone-numbers';
import { namedList } from './variables';
import { MAX_RECIPIENTS_PER_REQUEST, RECIPIENTS_REQUIRED_MESSAGE, RECIPIENTS_TOO_MANY_MESSAGE } from './message-limits';

/**
 * A recipient of a send request on any channel, and the rule every channel checks them with. Apart
 * from send-requests.ts (the SMS/LMS/MMS schemas), for the other channels' contracts.
 */
export const SendRecipient = z.object({
  phone: z.string().max(30, '올바른 전화번호 형식이 아니에요.'),
  variables: z.record(z.string().max(30), z.string().max(2000)).optional(),
});
export type SendRecipient = z.infer<typeof SendRecipient>;

/** The recipients of one request on any channel: at least one, at most MAX_RECIPIENTS_PER_REQUEST. */
export const SendRecipients = z
  .array(SendRecipient)
  .min(1, RECIPIENTS_REQUIRED_MESSAGE)
  .max(MAX_RECIPIENTS_PER_REQUEST, RECIPIENTS_TOO_MANY_MESSAGE);

/** The recipients that are not mobile numbers, named (null when all are); every channel's rule. */
export const invalidRecipientsMessage = (recipients: readonly SendRecipient[]): string | null => {
  const invalid = recipients
    .filter((recipient) => !isRecipientNumber(recipient.phone))
    .map((recipient) => recipient.phone);
  return invalid.length > 0 ? `${RECIPIENT_NUMBER_INVALID_MESSAGE} (${namedList(invalid)})` : null;
};
