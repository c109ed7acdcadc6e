import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReadAllAnswer } from '@console/contracts/notifications';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';
import { notificationsRootKey } from './get-notifications';

/** POST /api/notifications/read-all */
export const markAllNotificationsRead = (api: ApiClient) => api.post<ReadAllAnswer>('/api/notifications/read-all');

export function useMarkAllNotificationsRead() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markAllNotificationsRead(api),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsRootKey }),
  });
}
