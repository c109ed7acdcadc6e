import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Notification } from '@console/contracts/notifications';
import { useUi } from '@console/platform/hooks';
import type { DataTableColumn } from '@console/ui/data-table';
import { PagedQueryTable } from '@console/ui/paged-query-table';
import { formatDateTime } from '@console/ui/format';
import { PageHeader } from '@console/ui/page-header';
import { SelectFilter } from '@console/ui/select-filter';
import { usePagedQueryState } from '@console/ui/use-paged-query-state';
import { useNotifications } from './get-notifications';
import { useUnreadCount } from './get-unread-count';
import { useMarkAllNotificationsRead } from './mark-all-notifications-read';
import { useMarkNotificationRead } from './mark-notification-read';
import { NotificationKindChip } from './notification-kind-chip';

export const NOTIFICATION_LIST_PATTERN = '/console/notification';

/** /console/notification: the caller's notifications, paged on the server, with an unread filter. */
export function NotificationListPage() {
  const { t } = useTranslation('shell');
  const ui = useUi();
  const list = usePagedQueryState(NOTIFICATION_LIST_PATTERN, { filters: { read: '' } });
  const unreadOnly = list.filters.read === 'unread';
  const notifications = useNotifications({ page: list.page, size: list.size, unread: unreadOnly });
  const unreadCount = useUnreadCount().data?.count ?? 0;
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();

  const readAll = () =>
    markAll.mutate(undefined, {
      onSuccess: ({ updated }) => ui.toast(t('notifications.allRead', { count: updated }), 'success'),
    });
  const open = (item: Notification) => {
    if (!item.read) markRead.mutate(item.seq);
  };

  const columns: DataTableColumn<Notification>[] = [
    {
      id: 'kind',
      header: t('notifications.columns.kind'),
      width: 140,
      render: (item) => <NotificationKindChip kind={item.kind} />,
    },
    {
      id: 'content',
      header: t('notifications.columns.content'),
      render: (item) => (
        <Box data-unread={!item.read}>
          {item.link ? (
            <Link
              component={RouterLink}
              to={item.link}
              onClick={() => open(item)}
              underline="hover"
              color="inherit"
              fontWeight={item.read ? 400 : 700}
            >
              {item.title}
            </Link>
          ) : (
            <Typography component="span" fontWeight={item.read ? 400 : 700}>
              {item.title}
            </Typography>
          )}
          {item.read ? null : (
            <Typography component="span" variant="caption" color="primary" sx={{ ml: 1 }}>
              {t('notifications.unreadMark')}
            </Typography>
          )}
          {item.body ? (
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
              {item.body}
            </Typography>
          ) : null}
        </Box>
      ),
    },
    {
      id: 'createdAt',
      header: t('notifications.columns.createdAt'),
      width: 160,
      render: (item) => formatDateTime(item.createdAt),
    },
    {
      id: 'action',
      header: t('notifications.columns.action'),
      width: 110,
      align: 'center',
      render: (item) =>
        item.read ? (
          <Typography variant="caption" color="text.secondary">
            {t('notifications.read')}
          </Typography>
        ) : (
          <Button
            size="small"
            onClick={() => markRead.mutate(item.seq)}
            aria-label={t('notifications.markReadOf', { title: item.title })}
          >
            {t('notifications.markRead')}
          </Button>
        ),
    },
  ];

  return (
    <Box>
      <PageHeader
        title={t('notifications.title')}
        description={t('notifications.description')}
        actions={
          <Button variant="outlined" onClick={readAll} disabled={unreadCount === 0 || markAll.isPending}>
            {t('notifications.markAllRead')}
          </Button>
        }
      />
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
        <SelectFilter
          label={t('notifications.filter')}
          value={list.filters.read ?? ''}
          options={[{ value: 'unread', label: t('notifications.unreadOnly') }]}
          onChange={(value) => list.setFilter('read', value)}
        />
        <Typography variant="body2" color="text.secondary" data-testid="unread-summary">
          {t('notifications.unreadSummary', { count: unreadCount })}
        </Typography>
      </Stack>
      <PagedQueryTable
        label={t('notifications.title')}
        columns={columns}
        rowKey={(item) => item.seq}
        emptyMessage={unreadOnly ? t('notifications.emptyUnread') : t('notifications.empty')}
        list={list}
        query={notifications}
      />
    </Box>
  );
}
