import { useId } from 'react';
import { Alert, Box, Button, Divider, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ServiceState, ServiceStatus } from '@console/contracts/billing';
import { formatDate, formatKrw } from '@console/ui/format';
import { StatusChip, type StatusTone } from '@console/ui/status-chip';
import { useConsoleLink } from '../../remote-routing';

const STATE_TONE: Record<ServiceState, StatusTone> = { ACTIVE: 'success', NEEDS_SETUP: 'warning', STOPPED: 'neutral' };

export interface ServiceCardProps {
  status: ServiceStatus;
  /** Masters may stop and resume; the buttons show only for them. */
  canManage: boolean;
  busy: boolean;
  onStop(): void;
  onResume(): void;
}

/** One service: its state, the prices of its types, this month's amount and what to do next. */
export function ServiceCard({ status, canManage, busy, onStop, onResume }: ServiceCardProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const krw = (value: number) => formatKrw(value, i18n.language);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid={`service-${status.service}`}
      data-state={status.state}
      sx={{ p: 2.5, height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t(`services.names.${status.service}`)}
        </Typography>
        <StatusChip label={t(`services.states.${status.state}`)} tone={STATE_TONE[status.state]} />
      </Stack>
      <Typography variant="body2" color="text.secondary" fontWeight={600}>
        {t('services.prices')}
      </Typography>
      <Box component="dl" sx={{ m: 0, mt: 0.5, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.5 }}>
        {status.prices.map((price) => (
          <Box key={price.type} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2">
              {t(`services.types.${price.type}`, { defaultValue: price.type })}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
              {krw(price.priceKrw)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Divider sx={{ my: 2 }} />
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary" fontWeight={600}>
          {t('services.monthToDate')}
        </Typography>
        <Typography variant="h6" component="p" fontWeight={700} data-testid={`service-${status.service}-month`}>
          {krw(status.monthToDateKrw)}
        </Typography>
      </Stack>
      <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'right' }}>
        {t('services.monthToDateNote')}
      </Typography>
      <Box sx={{ flexGrow: 1 }} />
      {status.state === 'NEEDS_SETUP' ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {status.setup ?? t('services.setupNeeded')}
        </Alert>
      ) : null}
      {status.state === 'STOPPED' ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('services.stoppedInfo', { date: formatDate(status.stoppedAt), by: status.stoppedBy ?? '-' })}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        {status.state === 'NEEDS_SETUP' && status.setupPath ? (
          <SetupButton path={status.setupPath} label={t('services.setup')} />
        ) : null}
        {canManage && status.state === 'STOPPED' ? (
          <Button variant="contained" size="small" onClick={onResume} disabled={busy}>
            {t('services.resume')}
          </Button>
        ) : null}
        {canManage && status.state === 'ACTIVE' ? (
          <Button variant="outlined" color="error" size="small" onClick={onStop} disabled={busy}>
            {t('services.stop')}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** "신청하러 가기": a real link to the registration screen, opened in place through the shell. */
function SetupButton({ path, label }: { path: string; label: string }) {
  const link = useConsoleLink(path);
  return (
    <Button variant="contained" size="small" {...link}>
      {label}
    </Button>
  );
}
