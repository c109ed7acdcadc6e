import { Alert, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TopUp } from '@console/contracts/billing';
import { CopyButton } from '@console/ui/copy-button';
import { DefinitionList } from '@console/ui/definition-list';
import { formatDateTime, formatKrw } from '@console/ui/format';
import { useBillingAccount } from './get-billing-account';

/** "KB국민은행 123-456-789012" -> the bank and the account number (the number is the last word). */
function splitAccount(paidWith: string): { bank: string; number: string } {
  const at = paidWith.lastIndexOf(' ');
  return at < 0 ? { bank: '', number: paidWith } : { bank: paidWith.slice(0, at), number: paidWith.slice(at + 1) };
}

/** The answer to a top-up: the new balance after a card payment, or where and until when to deposit. */
export function TopUpResult({ topUp }: { topUp: TopUp }) {
  const { t, i18n } = useTranslation();
  const account = useBillingAccount();
  const krw = (value: number) => formatKrw(value, i18n.language);

  if (topUp.status === 'WAITING_DEPOSIT') {
    const { bank, number } = splitAccount(topUp.paidWith);
    return (
      <Stack spacing={2}>
        <Alert severity="info" role="status">
          {t('paymentInfo.topUp.issued')}
        </Alert>
        <DefinitionList
          rows={[
            [t('paymentInfo.topUp.bank'), bank || '-'],
            [
              t('paymentInfo.topUp.accountNumber'),
              <Stack key="number" direction="row" spacing={0.5} alignItems="center">
                <span data-testid="virtual-account-number">{number}</span>
                <CopyButton value={number} label={t('paymentInfo.topUp.copyAccount')} />
              </Stack>,
            ],
            [t('paymentInfo.topUp.depositAmount'), <strong key="amount">{krw(topUp.totalKrw)}</strong>],
            [t('paymentInfo.topUp.deadline'), formatDateTime(topUp.depositDeadline)],
          ]}
        />
        <Alert severity="warning" icon={false}>
          {t('paymentInfo.topUp.depositHint', { amount: krw(topUp.amountKrw) })}
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      <Alert severity="success" role="status">
        {t('paymentInfo.topUp.paid', { amount: krw(topUp.amountKrw), total: krw(topUp.totalKrw) })}
      </Alert>
      <DefinitionList
        rows={[
          [t('paymentInfo.topUp.paidWith'), topUp.paidWith],
          [t('paymentInfo.topUp.newBalance'), account.data ? <strong>{krw(account.data.balanceKrw)}</strong> : '-'],
        ]}
      />
    </Stack>
  );
}
