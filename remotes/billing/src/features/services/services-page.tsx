import { useState } from 'react';
import { Alert, Box, Button, Grid, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BillingService } from '@console/contracts/billing';
import { isApiError } from '@console/platform/api-error';
import { useSession, useUi } from '@console/platform/hooks';
import { FailureAlert } from '@console/ui/failure-alert';
import { PageHeader } from '@console/ui/page-header';
import { lazyDialog } from '@console/platform/lazy-dialog';
import { useChangeServiceState, type ServiceChange } from './change-service-state';
import { useServices } from './get-services';
import { ServiceCard } from './service-card';

// Loads when first opened (with the form library it may use): most visits of this page never open it.
const StopServiceDialog = lazyDialog(
  () => import(/* webpackChunkName: "stop-service-dialog" */ './stop-service-dialog'),
  'StopServiceDialog',
);

/**
 * /console/billing/service: every service the business may use (문자, RCS, 알림톡, 브랜드 메시지) with
 * its state, prices and this month's amount; what is missing leads to its registration, and a
 * master stops (sends on it are then refused) or resumes a service.
 */
export function ServicesPage() {
  const { t } = useTranslation();
  const ui = useUi();
  const canManage = useSession((s) => s.user?.role === 'ROLE_MASTER');
  const services = useServices();
  const change = useChangeServiceState();
  const [stopping, setStopping] = useState<BillingService | null>(null);
  const [failure, setFailure] = useState<{ where: 'dialog' | 'page'; message: string } | null>(null);
  const nameOf = (service: BillingService) => t(`services.names.${service}`);

  const run = async (next: ServiceChange) => {
    setFailure(null);
    try {
      await change.mutateAsync(next);
      setStopping(null);
      ui.toast(
        t(`services.${next.action === 'stop' ? 'stopped' : 'resumed'}`, { service: nameOf(next.service) }),
        'success',
      );
    } catch (error) {
      setFailure({
        where: next.action === 'stop' ? 'dialog' : 'page',
        message: isApiError(error) ? error.message : t('services.actionFailed'),
      });
    }
  };

  return (
    <Box>
      <PageHeader title={t('services.title')} description={t('services.description')} />
      {services.data && !canManage ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('services.masterOnly')}
        </Typography>
      ) : null}
      <FailureAlert
        message={failure?.where === 'page' ? failure.message : null}
        onClose={() => setFailure(null)}
        sx={{ mb: 2 }}
      />
      {services.isPending ? <Skeleton variant="rounded" height={320} data-testid="services-loading" /> : null}
      {services.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void services.refetch()}>
              {t('services.retry')}
            </Button>
          }
        >
          {t('services.loadFailed')}
        </Alert>
      ) : null}
      {services.data?.length === 0 ? <Alert severity="info">{t('services.empty')}</Alert> : null}
      {services.data ? (
        <Grid container spacing={2}>
          {services.data.map((status) => (
            <Grid key={status.service} size={{ xs: 12, md: 6, xl: 3 }}>
              <ServiceCard
                status={status}
                canManage={canManage}
                busy={change.isPending}
                onStop={() => {
                  setFailure(null);
                  setStopping(status.service);
                }}
                onResume={() => void run({ service: status.service, action: 'resume' })}
              />
            </Grid>
          ))}
        </Grid>
      ) : null}
      {stopping ? (
        <StopServiceDialog
          serviceName={nameOf(stopping)}
          busy={change.isPending}
          failure={failure?.where === 'dialog' ? failure.message : null}
          onCancel={() => {
            setFailure(null);
            setStopping(null);
          }}
          onConfirm={(reason) => void run({ service: stopping, action: 'stop', reason })}
        />
      ) : null}
    </Box>
  );
}
