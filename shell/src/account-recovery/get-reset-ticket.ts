import { useQuery } from '@tanstack/react-query';
import type { PasswordResetTicket } from '@console/contracts/account-recovery';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export const resetTicketQueryKey = (token: string | null) => ['shell', 'account-recovery', 'ticket', token] as const;

/**
 * POST /api/account/password-reset/token: whose password the link resets and until when, without
 * using it. A POST so the token stays out of URLs and server logs.
 */
export const getResetTicket = (api: ApiClient, token: string) =>
  api.post<PasswordResetTicket>('/api/account/password-reset/token', { token }, { silent: true });

export function useResetTicket(token: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: resetTicketQueryKey(token),
    queryFn: () => getResetTicket(api, token as string),
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
  });
}
