import { Link as MuiLink, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import { formatDate } from '@console/ui/format';
import { StatusChip } from '@console/ui/status-chip';
import { BlockFrame } from '../block-frame';
import { useDashboardTranslation } from '../dashboard-texts';
import { useLatestNotices } from './get-latest-notices';

const NOTICES_PAGE = '/brand/customers/notice';

/** The latest notices of the brand site (pinned first), each opening its page. */
export function NoticesBlock() {
  const { t } = useDashboardTranslation();
  const notices = useLatestNotices();
  return (
    <BlockFrame
      title={t('notices.title')}
      testId="dashboard-notices"
      query={notices}
      empty={notices.data?.items.length === 0}
      emptyText={t('notices.empty')}
      failedText={t('notices.failed')}
      aside={
        <MuiLink component={Link} to={NOTICES_PAGE} variant="body2">
          {t('block.viewAll')}
        </MuiLink>
      }
    >
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
        {notices.data?.items.map((notice) => (
          <Stack
            component="li"
            key={notice.seq}
            direction="row"
            sx={{ alignItems: 'center', gap: 1, listStyle: 'none' }}
          >
            <StatusChip
              label={notice.pinned ? t('notices.pinned') : t(`notices.categories.${notice.category}`)}
              tone={notice.pinned || notice.category === 'MAINTENANCE' ? 'warning' : 'neutral'}
            />
            <MuiLink component={Link} to={`${NOTICES_PAGE}/${notice.seq}`} noWrap sx={{ flex: 1, minWidth: 0 }}>
              {notice.title}
            </MuiLink>
            <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
              {formatDate(notice.publishedAt)}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </BlockFrame>
  );
}
