import {
  Box,
  Link as MuiLink,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link } from 'react-router';
import type { DashboardRecentRequest } from '@console/contracts/dashboard';
import type { SendRequestStatus } from '@console/contracts/send-requests';
import { formatCount, formatDateTime } from '@console/ui/format';
import { StatusChip, type StatusTone } from '@console/ui/status-chip';
import { BlockFrame } from '../block-frame';
import { useDashboardTranslation } from '../dashboard-texts';
import { useRecentRequests } from './get-recent-requests';

const TONE: Record<SendRequestStatus, StatusTone> = {
  RESERVED: 'info',
  SENDING: 'warning',
  DONE: 'success',
  CANCELLED: 'neutral',
  FAILED: 'error',
};

/** The request's page: a reservation opens where it can still change, anything else its results. */
const requestPath = (request: DashboardRecentRequest) =>
  `/console/team/${request.teamSeq}/send/${request.status === 'RESERVED' ? 'reserve' : 'history'}/${request.seq}`;

/** What a person recognises a request by: its subject, its template, else the start of its text. */
const titleOf = (request: DashboardRecentRequest) => request.subject || request.templateLabel || request.body;

function RequestRow({ request, showTeam }: { request: DashboardRecentRequest; showTeam: boolean }) {
  const { t } = useDashboardTranslation();
  const { counts } = request;
  return (
    <TableRow>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(request.createdAt)}</TableCell>
      {showTeam ? <TableCell sx={{ whiteSpace: 'nowrap' }}>{request.teamName}</TableCell> : null}
      {/* Takes the width the other columns leave, its text cut short (max-width 0 lets it shrink). */}
      <TableCell sx={{ width: '100%', maxWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
            {t(`recent.channels.${request.channel ?? 'SMS'}`)}
          </Typography>
          <MuiLink component={Link} to={requestPath(request)} noWrap sx={{ display: 'block', minWidth: 0 }}>
            {titleOf(request)}
          </MuiLink>
        </Stack>
        {request.status === 'RESERVED' && request.reserveAt ? (
          <Typography variant="caption" color="text.secondary">
            {t('recent.reservedFor', { at: formatDateTime(request.reserveAt) })}
          </Typography>
        ) : null}
      </TableCell>
      <TableCell>
        <StatusChip label={t(`recent.statuses.${request.status}`)} tone={TONE[request.status]} />
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {`${formatCount(counts.delivered)} / ${formatCount(counts.total)}`}
      </TableCell>
    </TableRow>
  );
}

/** The newest send requests of the teams (or of one team), any channel, with their state and results. */
export function RecentRequestsBlock({ teamSeq }: { teamSeq?: number }) {
  const { t } = useDashboardTranslation();
  const recent = useRecentRequests(teamSeq);
  const showTeam = teamSeq === undefined;
  return (
    <BlockFrame
      title={t('recent.title')}
      testId="dashboard-recent-requests"
      query={recent}
      empty={recent.data?.items.length === 0}
      emptyText={t('recent.empty')}
      failedText={t('recent.failed')}
      skeletonHeight={220}
      aside={
        teamSeq === undefined ? null : (
          <MuiLink component={Link} to={`/console/team/${teamSeq}/send/history`} variant="body2">
            {t('block.viewAll')}
          </MuiLink>
        )
      }
    >
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('recent.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('recent.when')}</TableCell>
              {showTeam ? <TableCell>{t('recent.team')}</TableCell> : null}
              <TableCell>{t('recent.content')}</TableCell>
              <TableCell>{t('recent.status')}</TableCell>
              <TableCell align="right">{t('recent.result')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {recent.data?.items.map((request) => (
              <RequestRow key={request.seq} request={request} showTeam={showTeam} />
            ))}
          </TableBody>
        </Table>
      </Box>
    </BlockFrame>
  );
}
