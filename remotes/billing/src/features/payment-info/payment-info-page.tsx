import { useState } from 'react';
import { Alert, Box, Button, Skeleton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BillingAccount, PaymentMethod } from '@console/contracts/billing';
import { isApiError } from '@console/platform/api-error';
import { PageHeader } from '@console/ui/page-header';
import { lazyDialog } from '@console/platform/lazy-dialog';
import { AccountSummary } from './account-summary';
import { BillingSettingsForm } from './billing-settings-form';
import { useBillingAccount } from './get-billing-account';
import { usePaymentMethods } from './get-payment-methods';
import { useTaxInfo } from './get-tax-info';
import { PaymentMethodList } from './payment-method-list';
import { TaxInfoForm } from './tax-info-form';
import { TopUpHistory } from './top-up-history';
import { TeamCapsSection } from '../team-caps/team-caps-section';

// Loads when first opened (with the form library it may use): most visits of this page never open it.
const TopUpDialog = lazyDialog(() => import(/* webpackChunkName: "top-up-dialog" */ './top-up-dialog'), 'TopUpDialog');

/** /console/billing/info (master): how the business pays, its balance, payment methods, settings and tax data. */
export function PaymentInfoPage() {
  const { t } = useTranslation();
  const account = useBillingAccount();
  return (
    <Box>
      <PageHeader title={t('paymentInfo.title')} description={t('paymentInfo.description')} />
      {account.isPending ? <Skeleton variant="rounded" height={160} data-testid="billing-account-loading" /> : null}
      {account.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void account.refetch()}>
              {t('paymentInfo.retry')}
            </Button>
          }
        >
          {isApiError(account.error) ? account.error.message : t('paymentInfo.loadFailed')}
        </Alert>
      ) : null}
      {account.data ? <PaymentInfo account={account.data} /> : null}
    </Box>
  );
}

function PaymentInfo({ account }: { account: BillingAccount }) {
  const methods = usePaymentMethods();
  const [toppingUp, setToppingUp] = useState(false);
  const cards: PaymentMethod[] = (methods.data ?? []).filter((m) => m.kind === 'CARD' && m.status === 'ACTIVE');
  const prepaid = account.mode === 'PREPAID';
  return (
    <>
      <AccountSummary account={account} onTopUp={() => setToppingUp(true)} />
      {toppingUp && methods.data ? <TopUpDialog cards={cards} onClose={() => setToppingUp(false)} /> : null}
      <PaymentMethodList />
      {prepaid && methods.data ? <BillingSettingsForm account={account} cards={cards} /> : null}
      <TeamCapsSection />
      <TaxInfoSection />
      {prepaid ? <TopUpHistory /> : null}
    </>
  );
}

function TaxInfoSection() {
  const { t } = useTranslation();
  const info = useTaxInfo();
  if (info.isPending) return <Skeleton variant="rounded" height={240} sx={{ mb: 3 }} />;
  if (info.isError)
    return (
      <Alert severity="error" sx={{ mb: 3 }}>
        {isApiError(info.error) ? info.error.message : t('paymentInfo.tax.loadFailed')}
      </Alert>
    );
  return <TaxInfoForm info={info.data} />;
}
