import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@console/contracts/api-envelope';
import type { Notification } from '@console/contracts/notifications';
import type { ApiClient } from '@console/platform/api-client';
import { useApi } from '@console/platform/hooks';

export interface NotificationsParams {
  page: number;
  size: number;
  unread: boolean;
}

/** Every notification query starts with this, so one invalidation refreshes list and badge. */
export const notificationsRootKey = ['shell', 'notifications'] as const;
export const notificationsQueryKey = (params: NotificationsParams) =>
  [...notificationsRootKey, 'list', params] as const;

/** GET /api/notifications?page&size&unread: the caller's notifications, newest first. */
export function getNotifications(
  api: ApiClient,
  { page, size, unread }: NotificationsParams,
): Promise<Page<Notification>> {
  return api.get<Page<Notification>>('/api/notifications', {
    params: unread ? { page, size, unread: 'true' } : { page, size },
  });
}

export function useNotifications(params: NotificationsParams) {
  const api = useApi();
  return useQuery({
    queryKey: notificationsQueryKey(params),
    queryFn: () => getNotifications(api, params),
    placeholderData: keepPreviousData,
  });
}
