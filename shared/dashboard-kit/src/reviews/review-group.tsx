import { Box, Link as MuiLink, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import type { DashboardReviewGroup, DashboardReviewItem, DashboardReviewStatus } from '@console/contracts/dashboard';
import { formatDate } from '@console/ui/format';
import { StatusChip, type StatusTone } from '@console/ui/status-chip';
import { useDashboardTranslation } from '../dashboard-texts';

const TONE: Record<DashboardReviewStatus, StatusTone> = {
  PENDING: 'info',
  REQUESTED: 'info',
  INSPECTING: 'info',
  REJECTED: 'error',
  BLOCKED: 'error',
  DORMANT: 'warning',
};

export interface ReviewGroupProps {
  kind: 'callbackNumbers' | 'alimtalkTemplates' | 'senderProfiles';
  group: DashboardReviewGroup;
  /** Where an entry opens, and where the whole list of one team is. */
  itemPath(item: DashboardReviewItem): string;
  listPath: string | null;
  showTeam: boolean;
  formatName?(name: string): string;
}

/** One kind of entry that waits: its counts, then the newest entries, each opening its page. */
export function ReviewGroup({ kind, group, itemPath, listPath, showTeam, formatName = String }: ReviewGroupProps) {
  const { t } = useDashboardTranslation();
  const title = t(`reviews.groups.${kind}`);
  const more = group.waiting + group.needsAction - group.items.length;
  return (
    <Box component="li" data-testid={`dashboard-review-${kind}`} sx={{ listStyle: 'none' }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
        <Typography variant="subtitle2" component="h3" fontWeight={700}>
          {listPath ? (
            <MuiLink component={Link} to={listPath} color="inherit">
              {title}
            </MuiLink>
          ) : (
            title
          )}
        </Typography>
        {group.waiting > 0 ? (
          <Typography variant="body2" color="info.main">
            {t('reviews.waiting', { count: group.waiting })}
          </Typography>
        ) : null}
        {group.needsAction > 0 ? (
          <Typography variant="body2" color="error.main">
            {t('reviews.needsAction', { count: group.needsAction })}
          </Typography>
        ) : null}
      </Stack>
      <Stack component="ul" spacing={0.75} sx={{ p: 0, m: 0 }}>
        {group.items.map((item) => (
          <Stack
            component="li"
            key={item.seq}
            direction="row"
            sx={{ alignItems: 'flex-start', gap: 1, listStyle: 'none', minWidth: 0 }}
          >
            <StatusChip
              label={t(`reviews.statuses.${item.status}`)}
              tone={TONE[item.status]}
              title={item.reason ?? undefined}
            />
            <Box sx={{ minWidth: 0 }}>
              <MuiLink component={Link} to={itemPath(item)} noWrap sx={{ display: 'block' }}>
                {formatName(item.name)}
              </MuiLink>
              <Typography variant="caption" color="text.secondary" noWrap component="div">
                {[item.detail, showTeam ? item.teamName : null, formatDate(item.since)].filter(Boolean).join(' · ')}
              </Typography>
              {item.reason ? (
                <Typography variant="caption" color="error.main" component="div" noWrap title={item.reason}>
                  {item.reason}
                </Typography>
              ) : null}
            </Box>
          </Stack>
        ))}
        {more > 0 ? (
          <Typography component="li" variant="caption" color="text.secondary" sx={{ listStyle: 'none' }}>
            {t('reviews.more', { count: more })}
          </Typography>
        ) : null}
      </Stack>
    </Box>
  );
}
