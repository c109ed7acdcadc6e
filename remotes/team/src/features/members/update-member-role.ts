import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BaseRole } from '@console/contracts/session';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { membersQueryKey } from './get-members';

/** PUT /api/members/:userSeq/role (masters): 409 for oneself, a withdrawal, or the last master. */
export const updateMemberRole = (api: ApiClient, userSeq: number, role: BaseRole) =>
  api.put<{ userSeq: number; role: BaseRole }>(`/api/members/${userSeq}/role`, { role }, { silent: true });

export function useUpdateMemberRole() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userSeq, role }: { userSeq: number; role: BaseRole }) => updateMemberRole(api, userSeq, role),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersQueryKey() }),
  });
}
