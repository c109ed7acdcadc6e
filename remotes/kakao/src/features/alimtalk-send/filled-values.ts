import type { SendRecipient } from '@console/contracts/send-requests';

/**
 * Only the values actually typed: an empty input or an empty cell of the recipient file is no value.
 * The server fills a recipient's own value over the shared one even when it is empty, so an empty
 * cell would blank the shared value out; without it the shared value fills in, as the form says.
 */
export const filledValues = (values: Record<string, string> | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(values ?? {}).filter(([, value]) => value.trim() !== ''));

/** The recipients with their empty variable cells left out (see filledValues). */
export const recipientsWithFilledValues = (recipients: readonly SendRecipient[]): SendRecipient[] =>
  recipients.map((recipient) =>
    recipient.variables ? { phone: recipient.phone, variables: filledValues(recipient.variables) } : recipient,
  );

/** A field's message from react-hook-form's errors; a record field types `message` as one of its keys. */
export const fieldMessage = (error: { message?: unknown } | undefined): string | undefined => {
  const raw: unknown = error?.message;
  return typeof raw === 'string' ? raw : undefined;
};
