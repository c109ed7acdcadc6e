import { useState } from 'react';
import {
  FormControlLabel,
  Paper,
  Skeleton,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ConsultationSessionSummary } from '@console/contracts/consultation';
import type { SenderProfileDetail } from '@console/contracts/kakao';
import { isApiError } from '@console/platform/api-error';
import { useTeamSeq } from '@console/platform/hooks';
import { FailureAlert } from '@console/ui/failure-alert';
import { formatDateTime } from '@console/ui/format';
import { useConsultation, useSetConsultation } from './sender-key-consultation-api';
import { useCanChangeKakao } from './use-can-change-kakao';

type Translate = ReturnType<typeof useTranslation>['t'];

/** The time from opening to the first reply: "3분 20초", or "미응답". */
function firstResponse(session: ConsultationSessionSummary, t: Translate): string {
  if (!session.firstResponseAt) return t('consultation.unanswered');
  const seconds = Math.max(0, Math.round((Date.parse(session.firstResponseAt) - Date.parse(session.openedAt)) / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (hours > 0) return t('consultation.duration.hours', { hours, minutes });
  if (minutes > 0) return t('consultation.duration.minutes', { minutes, seconds: seconds % 60 });
  return t('consultation.duration.seconds', { seconds });
}

const stateOf = (session: ConsultationSessionSummary) =>
  session.state === 'OPEN' ? 'OPEN' : session.closedBy === 'AGENT' ? 'AGENT' : 'TIMEOUT';

/**
 * 상담톡 of a sender profile: turn it on or off (an active profile only turns on) and its recent
 * sessions, user keys masked, with the time to the first reply and the messages each way.
 */
export function SenderKeyConsultation({ profile }: { profile: SenderProfileDetail }) {
  const { t } = useTranslation();
  const teamSeq = useTeamSeq();
  const canEdit = useCanChangeKakao();
  const overview = useConsultation(teamSeq, profile.seq);
  const change = useSetConsultation(teamSeq, profile.seq);
  const [failure, setFailure] = useState<string | null>(null);
  const title = t('consultation.title');
  const data = overview.data;
  const enabled = data?.enabled ?? false;

  const toggle = async (next: boolean) => {
    setFailure(null);
    try {
      await change.mutateAsync(next);
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t('consultation.failed'));
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h2" gutterBottom>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('consultation.description')}
      </Typography>
      {overview.isPending ? <Skeleton variant="rounded" height={80} /> : null}
      {overview.isError ? (
        <Typography variant="body2" color="error">
          {t('consultation.loadFailed')}
        </Typography>
      ) : null}
      {data ? (
        <>
          <FormControlLabel
            control={
              <Switch
                checked={enabled}
                disabled={!canEdit || change.isPending || (!enabled && profile.status !== 'ACTIVE')}
                onChange={(_, next) => void toggle(next)}
              />
            }
            label={t('consultation.enabled')}
          />
          <Typography variant="body2" color="text.secondary">
            {enabled && data.enabledAt
              ? t('consultation.enabledSince', { at: formatDateTime(data.enabledAt) })
              : profile.status === 'ACTIVE'
                ? t('consultation.off')
                : t('consultation.activeOnly')}
          </Typography>
          <FailureAlert message={failure} onClose={() => setFailure(null)} sx={{ mt: 1 }} />
          <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
            {t('consultation.recent')}
          </Typography>
          {data.sessions.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('consultation.empty')}
            </Typography>
          ) : (
            <TableContainer>
              <Table size="small" aria-label={t('consultation.recent')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('consultation.columns.userKey')}</TableCell>
                    <TableCell>{t('consultation.columns.state')}</TableCell>
                    <TableCell>{t('consultation.columns.openedAt')}</TableCell>
                    <TableCell>{t('consultation.columns.firstResponse')}</TableCell>
                    <TableCell align="right">{t('consultation.columns.messages')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.sessions.map((session) => (
                    <TableRow key={session.seq}>
                      <TableCell sx={{ fontFamily: 'monospace' }}>{session.userKey}</TableCell>
                      <TableCell>{t(`consultation.state.${stateOf(session)}`)}</TableCell>
                      <TableCell>{formatDateTime(session.openedAt)}</TableCell>
                      <TableCell>{firstResponse(session, t)}</TableCell>
                      <TableCell align="right">
                        {t('consultation.messageCounts', { inbound: session.inbound, outbound: session.outbound })}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </>
      ) : null}
    </Paper>
  );
}
