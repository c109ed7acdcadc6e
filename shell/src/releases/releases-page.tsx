import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, CircularProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { EnvironmentReleaseStatus, ReleaseStatus } from '@console/contracts/releases';
import { isApiError } from '@console/platform/api-error';
import { PageHeader } from '@console/ui/page-header';
import { formatRate } from './format-rate';
import { useReleaseStatus } from './get-release-status';
import { OverrideForm } from './override-form';
import { ReleaseHistoryTable } from './release-history-table';
import { RemoteStatusTable } from './remote-status-table';

const reloadPage = () => window.location.reload();

/**
 * /console/releases (release managers): per environment what is live, canary shares, manifest
 * health and error rates against the canary policy, the change history, and the in-browser override.
 */
export function ReleasesPage({ reload = reloadPage }: { reload?: () => void }) {
  const { t } = useTranslation('shell');
  const status = useReleaseStatus();

  let body;
  if (status.isPending) {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }} aria-busy="true">
        <CircularProgress size={24} />
      </Box>
    );
  } else if (status.isError) {
    body =
      isApiError(status.error) && status.error.status === 403 ? (
        <Alert severity="warning" role="alert" data-testid="releases-forbidden">
          <AlertTitle>{t('releaseManager.forbiddenTitle')}</AlertTitle>
          {t('releases.forbidden')}
        </Alert>
      ) : (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void status.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('releaseManager.loadFailed')}
        </Alert>
      );
  } else {
    body = <Environments status={status.data} reload={reload} />;
  }

  return (
    <Box>
      <PageHeader title={t('releaseManager.title')} description={t('releaseManager.description')} />
      {body}
    </Box>
  );
}

function Environments({ status, reload }: { status: ReleaseStatus; reload: () => void }) {
  const { t } = useTranslation('shell');
  const initial = Math.max(
    0,
    status.environments.findIndex((e) => e.current),
  );
  const [selected, setSelected] = useState(initial);
  const environment = status.environments[selected];
  return (
    <Stack spacing={3}>
      <Typography color="text.secondary" data-testid="canary-policy">
        {t('releaseManager.policy', {
          minLoads: status.canaryPolicy.minLoads,
          rate: formatRate(status.canaryPolicy.errorRate),
        })}
      </Typography>
      <Tabs
        value={selected}
        onChange={(_, next: number) => setSelected(next)}
        aria-label={t('releaseManager.environmentTabs')}
        variant="scrollable"
      >
        {status.environments.map((e, index) => (
          <Tab
            key={e.environment}
            value={index}
            id={`releases-tab-${e.environment}`}
            aria-controls={`releases-panel-${e.environment}`}
            label={e.current ? t('releaseManager.thisServer', { environment: e.environment }) : e.environment}
          />
        ))}
      </Tabs>
      {environment ? <EnvironmentPanel environment={environment} status={status} reload={reload} /> : null}
    </Stack>
  );
}

function EnvironmentPanel({
  environment,
  status,
  reload,
}: {
  environment: EnvironmentReleaseStatus;
  status: ReleaseStatus;
  reload: () => void;
}) {
  const { t } = useTranslation('shell');
  const name = environment.environment;
  return (
    <Stack
      spacing={3}
      role="tabpanel"
      id={`releases-panel-${name}`}
      aria-labelledby={`releases-tab-${name}`}
      data-environment={name}
    >
      <Box>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('releaseManager.remotesTitle')}
        </Typography>
        <RemoteStatusTable
          remotes={environment.remotes}
          policy={status.canaryPolicy}
          label={`${name} ${t('releaseManager.remotesTitle')}`}
        />
      </Box>
      <Box>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('releaseManager.historyTitle')}
        </Typography>
        <ReleaseHistoryTable history={environment.history} label={`${name} ${t('releaseManager.historyTitle')}`} />
      </Box>
      {/* An override changes what this server serves this browser: only its own environment. */}
      {environment.current ? <OverrideForm remotes={environment.remotes} reload={reload} /> : null}
    </Stack>
  );
}
