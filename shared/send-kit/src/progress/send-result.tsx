import { useEffect, useRef } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { Link } from 'react-router';
import type { SendRequestAccepted } from '@console/contracts/send-requests';
import { formatCount, formatDateTime } from '@console/ui/format';
import { useSendKitTranslation } from '../send-kit-texts';

export interface SendResultProps {
  result: SendRequestAccepted;
  /** Where its results are: the request's history page, or the reservation when it was reserved. */
  resultHref: string;
  onSendAnother(): void;
}

/**
 * What the server accepted, with the way to its results (or to the reservation) and to send another.
 * It replaces the form that had the focus: the focus moves onto it, so a keyboard or screen reader
 * user hears it and goes on from here (Tab reaches its links).
 */
export function SendResult({ result, resultHref, onSendAnother }: SendResultProps) {
  const { t } = useSendKitTranslation();
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), []);
  return (
    <Alert
      ref={notice}
      tabIndex={-1}
      severity="success"
      role="status"
      action={
        <Stack direction="row" spacing={1}>
          <Button component={Link} to={resultHref} color="inherit" size="small">
            {t('result.viewResult')}
          </Button>
          <Button color="inherit" size="small" onClick={onSendAnother}>
            {t('result.sendAnother')}
          </Button>
        </Stack>
      }
    >
      {result.status === 'RESERVED'
        ? t('result.reserved', {
            seq: result.seq,
            count: formatCount(result.acceptedCount),
            at: formatDateTime(result.reserveAt),
          })
        : t('result.accepted', { seq: result.seq, count: formatCount(result.acceptedCount) })}
      {result.duplicateCount > 0 ? ` ${t('result.excluded', { duplicates: formatCount(result.duplicateCount) })}` : ''}
    </Alert>
  );
}
