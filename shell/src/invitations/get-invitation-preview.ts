import { useQuery } from '@tanstack/react-query';
import type { InvitationPreview } from '@console/contracts/invitations';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export const invitationPreviewQueryKey = (token: string) => ['shell', 'invitation', token] as const;

/** GET /api/invitations/by-token/:token (public): 404/410 with the reason in resultCode. */
export const getInvitationPreview = (api: ApiClient, token: string) =>
  api.get<InvitationPreview>(`/api/invitations/by-token/${encodeURIComponent(token)}`, { silent: true, raw: true });

export function useInvitationPreview(token: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: invitationPreviewQueryKey(token ?? ''),
    queryFn: () => getInvitationPreview(api, token!),
    enabled: Boolean(token),
    // A link's state does not flip back: no retries, no refetch on focus.
    retry: false,
    staleTime: Infinity,
  });
}
