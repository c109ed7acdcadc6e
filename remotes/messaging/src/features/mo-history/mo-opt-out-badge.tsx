import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { MoMessage } from '@console/contracts/send-requests';
import { StatusChip } from '@console/ui/status-chip';
import { routePath } from '../../route-paths';

/**
 * An opt-out reply: "080 수신거부 등록됨" leading to the 080 list while the number is on it; a request
 * whose number was removed from the list since is said as such. Other replies show nothing.
 */
export function MoOptOutBadge({ message, teamSeq }: { message: MoMessage; teamSeq: number }) {
  const { t } = useTranslation();
  if (!message.optOutRequest) return null;
  if (!message.onOptOutList) return <StatusChip label={t('moHistory.optOutRemoved')} tone="neutral" />;
  return (
    <Chip
      component={RouterLink}
      to={routePath('reject-list', { teamSeq })}
      clickable
      size="small"
      color="warning"
      label={t('moHistory.optOutAdded')}
      title={t('moHistory.optOutAddedHint')}
      sx={{ fontWeight: 600 }}
    />
  );
}
