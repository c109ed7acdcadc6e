import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@console/contracts/notifications';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { notificationsRootKey } from './get-notifications';

/** POST /api/notifications/:seq/read */
export const markNotificationRead = (api: ApiClient, seq: number) =>
  api.post<Notification>(`/api/notifications/${seq}/read`);

export function useMarkNotificationRead() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seq: number) => markNotificationRead(api, seq),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsRootKey }),
  });
}
