import { useState } from 'react';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@console/contracts/billing';
import { useUi } from '@console/platform/hooks';
import { DataTable, type DataTableColumn } from '@console/ui/data-table';
import { FailureAlert } from '@console/ui/failure-alert';
import { formatDate } from '@console/ui/format';
import { lazyDialog } from '@console/platform/lazy-dialog';
import { routePath } from '../../route-paths';
import { billingAccountQueryKey } from './get-billing-account';
import { paymentMethodsQueryKey, usePaymentMethods } from './get-payment-methods';
import { useCmsPopup } from './use-cms-popup';

// Loads when first opened (with the form library it may use): most visits of this page never open it.
const CardRegistDialog = lazyDialog(
  () => import(/* webpackChunkName: "card-regist-dialog" */ './card-regist-dialog'),
  'CardRegistDialog',
);

const PAGE_SIZE = 10;

/** Card expiry or CMS withdrawal day, whichever the method has. */
function useMethodTerms() {
  const { t } = useTranslation();
  return (method: PaymentMethod) => {
    if (method.cardExpiry) return t('paymentInfo.methods.expiry', { expiry: method.cardExpiry });
    if (method.withdrawalDay) return t('paymentInfo.methods.withdrawalDay', { day: method.withdrawalDay });
    return '-';
  };
}

/** The business's cards and CMS accounts; a row opens its page. Cards register here, CMS through its popup. */
export function PaymentMethodList() {
  const { t } = useTranslation();
  const ui = useUi();
  const queryClient = useQueryClient();
  const methods = usePaymentMethods();
  const terms = useMethodTerms();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(PAGE_SIZE);
  const [registering, setRegistering] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [blocked, setBlocked] = useState(false);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey }),
      queryClient.invalidateQueries({ queryKey: billingAccountQueryKey }),
    ]);
  const cms = useCmsPopup(({ label }) => {
    setNotice(t('paymentInfo.methods.cmsRegistered', { label }));
    void refresh();
  });

  const title = t('paymentInfo.methods.title');
  const columns: DataTableColumn<PaymentMethod>[] = [
    {
      id: 'label',
      header: t('paymentInfo.methods.label'),
      render: (row) => (
        <Stack component="span" direction="row" spacing={1} alignItems="center">
          <span>{row.label}</span>
          {row.isDefault ? (
            <Chip component="span" size="small" color="primary" label={t('paymentInfo.default')} />
          ) : null}
        </Stack>
      ),
    },
    { id: 'kind', header: t('paymentInfo.methods.kind'), render: (row) => t(`paymentInfo.kinds.${row.kind}`) },
    { id: 'terms', header: t('paymentInfo.methods.terms'), render: terms },
    {
      id: 'registered',
      header: t('paymentInfo.methods.registered'),
      render: (row) => `${formatDate(row.createdAt)} · ${row.registeredBy}`,
    },
  ];
  const rows = methods.data?.slice((page - 1) * size, page * size);

  return (
    <Box component="section" aria-labelledby="payment-methods-title" sx={{ mb: 3 }}>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1.5 }}>
        <Typography id="payment-methods-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <Button variant="outlined" onClick={() => setRegistering(true)}>
          {t('paymentInfo.card.open')}
        </Button>
        <Button variant="outlined" onClick={() => setBlocked(!cms.open())}>
          {t('paymentInfo.methods.cmsOpen')}
        </Button>
      </Stack>
      {notice ? (
        <Alert severity="success" role="status" onClose={() => setNotice(null)} sx={{ mb: 1.5 }}>
          {notice}
        </Alert>
      ) : null}
      <FailureAlert
        message={blocked ? t('paymentInfo.methods.popupBlocked') : null}
        onClose={() => setBlocked(false)}
        sx={{ mb: 1.5 }}
      />
      <DataTable
        label={title}
        columns={columns}
        rowKey={(row) => row.seq}
        rows={rows}
        total={methods.data?.length ?? 0}
        page={page}
        size={size}
        onPageChange={setPage}
        onSizeChange={(next) => {
          setSize(next);
          setPage(1);
        }}
        loading={methods.isPending}
        error={methods.isError}
        onRetry={() => void methods.refetch()}
        emptyMessage={t('paymentInfo.methods.empty')}
        rowHref={(row) => routePath('billing-info-detail', { seq: row.seq })}
      />
      {registering ? (
        <CardRegistDialog
          firstMethod={methods.data?.length === 0}
          onClose={() => setRegistering(false)}
          onRegistered={(card) => {
            setRegistering(false);
            ui.toast(t('paymentInfo.card.registered', { label: card.label }), 'success');
          }}
        />
      ) : null}
    </Box>
  );
}
