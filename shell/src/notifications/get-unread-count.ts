import { useQuery } from '@tanstack/react-query';
import { NOTIFICATION_POLL_INTERVAL_MS, type UnreadCount } from '@console/contracts/notifications';
import type { ApiClient } from '@console/platform/api-client';
import { useApi, useSession } from '@console/platform/hooks';
import { notificationsRootKey } from './get-notifications';

export const unreadCountQueryKey = [...notificationsRootKey, 'unread-count'] as const;

/** GET /api/notifications/unread-count */
export const getUnreadCount = (api: ApiClient) => api.get<UnreadCount>('/api/notifications/unread-count');

/** The badge's number; asked again every minute and whenever the window regains focus. */
export function useUnreadCount() {
  const api = useApi();
  const loggedIn = useSession((s) => s.user !== null);
  return useQuery({
    queryKey: unreadCountQueryKey,
    queryFn: () => getUnreadCount(api),
    enabled: loggedIn,
    refetchInterval: NOTIFICATION_POLL_INTERVAL_MS,
  });
}
