import { z } from 'zod';
import { isRecipientNumber, RECIPIENT_NUMBER_INVALID_MESSAGE } from './phone-numbers';
import { namedList } from './variables';

/**
 * A recipient of a send request on any channel, and the rule every channel checks them with. Apart
 * from send-requests.ts (the SMS/LMS/MMS schemas), for the other channels' contracts.
 */
export const SendRecipient = z.object({
  phone: z.string().max(30, '올바른 전화번호 형식이 아니에요.'),
  variables: z.record(z.string().max(30), z.string().max(2000)).optional(),
});
export type SendRecipient = z.infer<typeof SendRecipient>;

/** The recipients that are not mobile numbers, named (null when all are); every channel's rule. */
export const invalidRecipientsMessage = (recipients: readonly SendRecipient[]): string | null => {
  const invalid = recipients
    .filter((recipient) => !isRecipientNumber(recipient.phone))
    .map((recipient) => recipient.phone);
  return invalid.length > 0 ? `${RECIPIENT_NUMBER_INVALID_MESSAGE} (${namedList(invalid)})` : null;
};
