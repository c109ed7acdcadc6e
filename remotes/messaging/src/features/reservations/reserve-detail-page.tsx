import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatCount, formatDateTime } from '@console/ui/format';
import { PageHeader } from '@console/ui/page-header';
import { useSendKitTranslation } from '@console/send-kit/send-kit-texts';
import { routePath } from '../../route-paths';
import { useSendRequest } from '../send-history/get-send-request';
import { SendRequestSummaryCard } from '../send-history/send-request-summary';
import { EDITABLE_MAX_RECIPIENTS, useReservationRecipients } from './get-reservation-recipients';
import { ReservationEditForm } from './reservation-edit-form';
import { useCancelReservation } from './use-cancel-reservation';
import { useTeamSeq } from '@console/platform/hooks';

/** /console/team/{teamSeq}/send/reserve/{seq}: a reservation, editable and cancellable until sending starts. */
export function ReserveDetailPage() {
  const { t } = useTranslation();
  const { t: kitT } = useSendKitTranslation();
  const { seq = '' } = useParams();
  const teamSeq = useTeamSeq();
  const request = useSendRequest(teamSeq, seq);
  const cancel = useCancelReservation();
  const [editing, setEditing] = useState(false);
  const data = request.data;
  const reserved = data?.status === 'RESERVED';
  // The edit replaces the whole request: recipients (with their variables) are read back page by page.
  const editable = reserved && data.counts.total <= EDITABLE_MAX_RECIPIENTS;
  const recipients = useReservationRecipients(teamSeq, seq, editing && editable);

  const back = (
    <Button component={Link} to={routePath('reserve-list', { teamSeq })} color="inherit">
      {t('history.backToList')}
    </Button>
  );
  if (request.isError) {
    return (
      <Box>
        <PageHeader title={t('reserve.detailTitle', { seq })} actions={back} />
        <Alert severity="error">{request.error.message}</Alert>
      </Box>
    );
  }
  if (!data) return <CircularProgress aria-label={t('reserve.loading')} />;

  return (
    <Box>
      <PageHeader
        title={t('reserve.detailTitle', { seq })}
        description={reserved ? t('reserve.detailDescription', { at: formatDateTime(data.reserveAt) }) : undefined}
        actions={
          <Stack direction="row" spacing={1}>
            {reserved ? (
              <Button
                color="error"
                variant="outlined"
                disabled={cancel.isPending}
                onClick={() => void cancel.run(data).then((done) => done && setEditing(false))}
              >
                {t('reserve.cancel')}
              </Button>
            ) : null}
            {back}
          </Stack>
        }
      />
      {reserved ? null : (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button
              component={Link}
              to={routePath('send-history-detail', { teamSeq, seq: data.seq })}
              color="inherit"
              size="small"
            >
              {kitT('result.viewResult')}
            </Button>
          }
        >
          {t('reserve.locked')}
        </Alert>
      )}
      <SendRequestSummaryCard request={data} />
      {reserved && !editable ? (
        <Alert severity="info">{t('reserve.notEditable', { max: formatCount(EDITABLE_MAX_RECIPIENTS) })}</Alert>
      ) : null}
      {editable && !editing ? (
        <Button variant="contained" onClick={() => setEditing(true)}>
          {t('reserve.edit')}
        </Button>
      ) : null}
      {editable && editing ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('reserve.editTitle')}
          </Typography>
          {recipients.isError ? <Alert severity="error">{recipients.error.message}</Alert> : null}
          {recipients.data ? (
            <ReservationEditForm request={data} recipients={recipients.data} onSaved={() => setEditing(false)} />
          ) : recipients.isError ? null : (
            <CircularProgress aria-label={t('reserve.loading')} />
          )}
        </Paper>
      ) : null}
    </Box>
  );
}
