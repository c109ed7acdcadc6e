import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import type { BillingAccount, InvoiceStatus } from '@console/contracts/billing';
import { useSession } from '@console/platform/hooks';
import { formatDate, formatKrw } from '@console/ui/format';
import { StatusChip, type StatusTone } from '@console/ui/status-chip';
import { BlockFrame } from '../block-frame';
import { useDashboardTranslation } from '../dashboard-texts';
import { useBillingAccount } from './get-billing-account';
import { useLatestInvoice } from './get-latest-invoice';

const PAYMENT_INFO_PAGE = '/console/billing/info';
const USAGE_PAGE = '/console/billing/history';
const INVOICE_TONE: Record<InvoiceStatus, StatusTone> = { ISSUED: 'info', PAID: 'success', OVERDUE: 'error' };

function Amount({ label, value, testId, note }: { label: string; value: string; testId: string; note?: string }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" fontWeight={700} data-testid={testId}>
        {value}
      </Typography>
      {note ? (
        <Typography variant="caption" color="text.secondary">
          {note}
        </Typography>
      ) : null}
    </Box>
  );
}

/** Prepaid: the balance and what a send may use now; postpaid: what this month used so far. */
function AccountFigures({ account }: { account: BillingAccount }) {
  const { t, i18n } = useDashboardTranslation();
  const krw = (value: number) => formatKrw(value, i18n.language);
  if (account.mode === 'POSTPAID')
    return (
      <Amount
        label={t('billing.monthToDate')}
        value={krw(account.monthToDateKrw)}
        testId="dashboard-billing-month"
        note={t('billing.monthToDateNote')}
      />
    );
  const low = account.lowBalanceAlertKrw > 0 && account.availableKrw < account.lowBalanceAlertKrw;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={3}>
        <Amount label={t('billing.balance')} value={krw(account.balanceKrw)} testId="dashboard-billing-balance" />
        <Amount label={t('billing.available')} value={krw(account.availableKrw)} testId="dashboard-billing-available" />
      </Stack>
      {account.heldKrw > 0 ? (
        <Typography variant="caption" color="text.secondary">
          {t('billing.held', { amount: krw(account.heldKrw) })}
        </Typography>
      ) : null}
      {low ? (
        <Alert severity="warning" data-testid="dashboard-billing-low">
          {t('billing.lowBalance', { amount: krw(account.lowBalanceAlertKrw) })}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** The newest invoice with its status; the block stays useful when only this part fails. */
function LatestInvoice() {
  const { t, i18n } = useDashboardTranslation();
  const invoice = useLatestInvoice();
  let body;
  if (invoice.isPending) body = null;
  else if (invoice.isError) body = <Typography color="text.secondary">{t('billing.invoiceFailed')}</Typography>;
  else if (!invoice.data) body = <Typography color="text.secondary">{t('billing.noInvoice')}</Typography>;
  else
    body = (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography>
          {t('billing.invoiceLine', {
            month: invoice.data.month.replace('-', '.'),
            total: formatKrw(invoice.data.totalKrw, i18n.language),
          })}
        </Typography>
        <StatusChip
          label={t(`billing.invoiceStatuses.${invoice.data.status}`)}
          tone={INVOICE_TONE[invoice.data.status]}
        />
        {invoice.data.status !== 'PAID' ? (
          <Typography variant="body2" color="text.secondary">
            {t('billing.dueDate', { date: formatDate(invoice.data.dueDate) })}
          </Typography>
        ) : null}
      </Stack>
    );
  return (
    <Box data-testid="dashboard-billing-invoice">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {t('billing.latestInvoice')}
      </Typography>
      {body}
    </Box>
  );
}

/**
 * The console home's billing block: prepaid or postpaid, the balance (prepaid) or this month's usage
 * (postpaid), the newest invoice, and the way to payment info (masters) and the usage page.
 */
export function BillingBlock() {
  const { t } = useDashboardTranslation();
  const master = useSession((s) => s.user?.role === 'ROLE_MASTER');
  const account = useBillingAccount();
  return (
    <BlockFrame
      title={t('billing.title')}
      testId="dashboard-billing"
      query={account}
      failedText={t('billing.failed')}
      skeletonHeight={96}
      aside={
        account.data ? (
          <Chip size="small" label={t(`billing.modes.${account.data.mode}`)} data-testid="dashboard-billing-mode" />
        ) : undefined
      }
    >
      {account.data ? (
        <Stack spacing={2}>
          <AccountFigures account={account.data} />
          <LatestInvoice />
          <Stack direction="row" spacing={1}>
            {master ? (
              <Button size="small" variant="outlined" component={Link} to={PAYMENT_INFO_PAGE}>
                {t('billing.toPaymentInfo')}
              </Button>
            ) : null}
            <Button size="small" variant="outlined" component={Link} to={USAGE_PAGE}>
              {t('billing.toUsage')}
            </Button>
          </Stack>
        </Stack>
      ) : null}
    </BlockFrame>
  );
}
