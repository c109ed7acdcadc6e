import { useState, type ReactNode } from 'react';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { bankName, type PaymentMethodDetail } from '@console/contracts/billing';
import { isApiError } from '@console/platform/api-error';
import { useUi } from '@console/platform/hooks';
import { DefinitionList } from '@console/ui/definition-list';
import { DetailQueryGate } from '@console/ui/detail-query-gate';
import { FailureAlert } from '@console/ui/failure-alert';
import { formatDateTime, formatPhoneNumber } from '@console/ui/format';
import { PageHeader } from '@console/ui/page-header';
import { StatusChip } from '@console/ui/status-chip';
import { useConfirmedDelete } from '@console/ui/use-confirmed-delete';
import { routePath } from '../../route-paths';
import { useDeletePaymentMethod, useSetDefaultPaymentMethod } from './change-payment-method';
import { usePaymentMethod } from './get-payment-method';
import { PaymentMethodHistory } from './payment-method-history';
import { useConsoleLink, useRouteSeq } from '../../remote-routing';

/** /console/billing/info/{seq} (master): one card or CMS account, its consent evidence, history and actions. */
export function PaymentMethodDetailPage() {
  const { t } = useTranslation();
  const detail = usePaymentMethod(useRouteSeq());
  return (
    <DetailQueryGate
      query={detail}
      notFound={t('paymentDetail.notFound')}
      back={routePath('billing-info')}
      backLabel={t('paymentDetail.back')}
      loadingLabel={t('paymentDetail.loading')}
    >
      {(method) => <PaymentMethodView method={method} />}
    </DetailQueryGate>
  );
}

function PaymentMethodView({ method }: { method: PaymentMethodDetail }) {
  const { t } = useTranslation();
  const ui = useUi();
  const makeDefault = useSetDefaultPaymentMethod();
  const remove = useDeletePaymentMethod();
  const [failure, setFailure] = useState<string | null>(null);
  const active = method.status === 'ACTIVE';
  const back = useConsoleLink(routePath('billing-info'));

  const deletion = useConfirmedDelete({
    texts: () => ({
      title: t('paymentDetail.deleteTitle'),
      message: t('paymentDetail.deleteConfirm', { label: method.label }),
      confirmText: t('paymentDetail.delete'),
      deleted: t('paymentDetail.deleted'),
      failed: t('paymentDetail.failed'),
    }),
    // The page stays: a removed method keeps its evidence and history (status REMOVED).
    remove: () => remove.mutateAsync(method.seq),
  });

  const setDefault = async () => {
    setFailure(null);
    try {
      await makeDefault.mutateAsync(method.seq);
      ui.toast(t('paymentDetail.defaultSet'), 'success');
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t('paymentDetail.failed'));
    }
  };

  const rows: [string, ReactNode][] = [
    [t('paymentDetail.kind'), t(`paymentInfo.kinds.${method.kind}`)],
    [t('paymentDetail.label'), method.label],
    ...(method.bankCode ? [[t('paymentDetail.bank'), bankName(method.bankCode)] as [string, ReactNode]] : []),
    [t('paymentDetail.holder'), method.holderName ?? '-'],
    method.kind === 'CARD'
      ? [t('paymentDetail.expiry'), method.cardExpiry ?? '-']
      : [
          t('paymentDetail.withdrawalDay'),
          method.withdrawalDay ? t('paymentInfo.methods.withdrawalDay', { day: method.withdrawalDay }) : '-',
        ],
    [t('paymentDetail.registered'), `${formatDateTime(method.createdAt)} · ${method.registeredBy}`],
  ];

  return (
    <Box>
      <PageHeader
        title={
          <Stack component="span" direction="row" spacing={1} alignItems="center">
            <span>{method.label}</span>
            {method.isDefault ? <Chip size="small" color="primary" label={t('paymentInfo.default')} /> : null}
            {!active ? <StatusChip label={t('paymentDetail.removed')} tone="neutral" /> : null}
          </Stack>
        }
        description={t(`paymentInfo.kinds.${method.kind}`)}
        actions={
          <>
            <Button color="inherit" {...back}>
              {t('paymentDetail.back')}
            </Button>
            {active && !method.isDefault ? (
              <Button variant="outlined" onClick={() => void setDefault()} disabled={makeDefault.isPending}>
                {t('paymentDetail.makeDefault')}
              </Button>
            ) : null}
            {active ? (
              <Button
                color="error"
                variant="outlined"
                onClick={() => void deletion.confirmDelete()}
                disabled={remove.isPending}
              >
                {t('paymentDetail.delete')}
              </Button>
            ) : null}
          </>
        }
      />
      <FailureAlert message={failure ?? deletion.failure} sx={{ mb: 2 }} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems="flex-start">
        <Stack spacing={2} sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="payment-method-info-title">
            <Typography id="payment-method-info-title" variant="subtitle1" component="h2" gutterBottom>
              {t('paymentDetail.info')}
            </Typography>
            <DefinitionList rows={rows} />
          </Paper>
          {method.consent ? (
            <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="payment-method-consent-title">
              <Typography id="payment-method-consent-title" variant="subtitle1" component="h2" gutterBottom>
                {t('paymentDetail.consent.title')}
              </Typography>
              <DefinitionList
                rows={[
                  [t('paymentDetail.consent.text'), method.consent.text],
                  [t('paymentDetail.consent.agreedAt'), formatDateTime(method.consent.agreedAt)],
                  [t('paymentDetail.consent.agreedBy'), method.consent.agreedBy],
                  [t('paymentDetail.consent.phone'), formatPhoneNumber(method.consent.phone)],
                ]}
              />
            </Paper>
          ) : null}
        </Stack>
        <Box sx={{ width: { xs: '100%', md: 480 }, flexShrink: 0 }}>
          <PaymentMethodHistory events={method.history} />
        </Box>
      </Stack>
    </Box>
  );
}
