import { Alert, Card, CardContent, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NotReady } from '@console/ui/not-ready';
import { PageHeader } from '@console/ui/page-header';
import { StatusChip } from '@console/ui/status-chip';
import { RemoteUnavailable } from '../remote-outlet/remote-unavailable';
import { PocSection } from './poc-section';

/** /poc/panel: notices, cards, status chips and the shell's panels. */
export function PocPanelPage() {
  const { t } = useTranslation('shell');
  return (
    <>
      <PocSection title={t('poc.panel.header')} column>
        <PageHeader title={t('poc.panel.header')} description={t('poc.panel.headerDescription')} />
      </PocSection>
      <PocSection title={t('poc.panel.alerts')} column>
        <Alert severity="success">success</Alert>
        <Alert severity="info">info</Alert>
        <Alert severity="warning">{t('dialog.verifyRequired')}</Alert>
        <Alert severity="error">{t('dialog.serverErrorMessage')}</Alert>
      </PocSection>
      <PocSection title={t('poc.panel.status')}>
        {(['neutral', 'info', 'success', 'warning', 'error'] as const).map((tone) => (
          <StatusChip key={tone} label={tone} tone={tone} />
        ))}
      </PocSection>
      <PocSection title={t('poc.panel.cards')}>
        <Card variant="outlined" sx={{ width: 260 }}>
          <CardContent>
            <Typography variant="h6">{t('dashboard.teams')}</Typography>
            <Typography color="text.secondary">{t('dashboard.members', { count: 4 })}</Typography>
          </CardContent>
        </Card>
      </PocSection>
      <PocSection title={t('poc.panel.unavailable')} column>
        <RemoteUnavailable remote="kakao" onRetry={() => undefined} />
        <RemoteUnavailable remote="billing" disabled reason="invoice bug #31" />
      </PocSection>
      <PocSection title={t('poc.panel.notReady')} column>
        <NotReady title={t('poc.panel.notReady')} service={t('remote.services.billing')} />
      </PocSection>
    </>
  );
}
