import { Alert, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SendRequestAccepted } from '@console/contracts/send-requests';
import { formatCount, formatDateTime } from '@console/ui/format';
import { routePath } from '../../route-paths';

export interface SendResultProps {
  teamSeq: number;
  result: SendRequestAccepted;
  onSendAnother(): void;
}

/** What the server accepted, with the way to its results (or to the reservation). */
export function SendResult({ teamSeq, result, onSendAnother }: SendResultProps) {
  const { t } = useTranslation();
  const reserved = result.status === 'RESERVED';
  const target = reserved
    ? routePath('reserve-detail', { teamSeq, seq: result.seq })
    : routePath('send-history-detail', { teamSeq, seq: result.seq });
  return (
    <Alert
      severity="success"
      role="status"
      action={
        <Stack direction="row" spacing={1}>
          <Button component={Link} to={target} color="inherit" size="small">
            {t('send.viewResult')}
          </Button>
          <Button color="inherit" size="small" onClick={onSendAnother}>
            {t('send.sendAnother')}
          </Button>
        </Stack>
      }
    >
      {reserved
        ? t('send.reserved', {
            seq: result.seq,
            count: formatCount(result.acceptedCount),
            at: formatDateTime(result.reserveAt),
          })
        : t('send.accepted', { seq: result.seq, count: formatCount(result.acceptedCount) })}
      {result.duplicateCount > 0 ? ` ${t('send.excluded', { duplicates: formatCount(result.duplicateCount) })}` : ''}
    </Alert>
  );
}
