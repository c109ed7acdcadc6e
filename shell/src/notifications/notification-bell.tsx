import { Badge, IconButton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BellIcon } from './bell-icon';
import { useUnreadCount } from './get-unread-count';
import { LazyTooltip } from '@console/ui/lazy-tooltip';

/** Shown above 99 so the badge keeps its size. */
const MAX_BADGE = 99;

/**
 * The console header's bell: the unread count (asked every minute) and a link to
 * /console/notification. Renders nothing useful for a logged-out visitor (the count is not asked).
 */
export function NotificationBell() {
  const { t } = useTranslation('shell');
  const count = useUnreadCount().data?.count ?? 0;
  // The name holds what the badge shows (WCAG 2.5.3), so a speech user can say it.
  const label =
    count > MAX_BADGE
      ? t('notifications.bellUnreadMany', { max: MAX_BADGE, count })
      : count > 0
        ? t('notifications.bellUnread', { count })
        : t('notifications.bell');
  return (
    <LazyTooltip title={label}>
      <IconButton component={RouterLink} to="/console/notification" aria-label={label} data-testid="notification-bell">
        <Badge badgeContent={count} max={MAX_BADGE} color="error" data-testid="notification-badge">
          <BellIcon />
        </Badge>
      </IconButton>
    </LazyTooltip>
  );
}
