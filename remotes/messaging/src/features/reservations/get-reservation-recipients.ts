import { useQuery } from '@tanstack/react-query';
import type { SendRecipient } from '@console/contracts/send-requests';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { getSendRequestMessages } from '../send-history/get-send-request-messages';

/**
 * Editing replaces the whole request (PUT), recipients included; the screen reads them back page by
 * page. Above this many the user is asked to cancel and send again instead of waiting for the pages.
 */
export const EDITABLE_MAX_RECIPIENTS = 1_000;
const PAGE_SIZE = 100;

/** GET /api/team/send-requests/:seq/messages, every page: the reservation's recipients. */
export async function getReservationRecipients(api: ApiClient, seq: string): Promise<SendRecipient[]> {
  const recipients: SendRecipient[] = [];
  for (let page = 1; ; page++) {
    const answer = await getSendRequestMessages(api, seq, { page, size: PAGE_SIZE });
    // Reservations keep each recipient's variables with its message, so a personalised text survives the edit.
    recipients.push(
      ...answer.items.map((message) =>
        message.variables ? { phone: message.phone, variables: message.variables } : { phone: message.phone },
      ),
    );
    if (answer.items.length < PAGE_SIZE || recipients.length >= answer.total) return recipients;
  }
}

export function useReservationRecipients(teamSeq: number, seq: string, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: ['messaging', 'send-requests', teamSeq, 'recipients', seq] as const,
    queryFn: () => getReservationRecipients(api, seq),
    enabled,
    staleTime: Infinity,
  });
}
