import type { ReactNode } from 'react';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { INVOICE_DUE_DAY, type BillingAccount } from '@console/contracts/billing';
import { formatKrw } from '@console/ui/format';

function Figure({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <Box role="group" aria-label={label} sx={{ minWidth: 150 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" fontWeight={700}>
        {value}
      </Typography>
      {hint ? (
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      ) : null}
    </Box>
  );
}

/** How the business pays (선불/후불) and what its balance can still pay for; prepaid can top up from here. */
export function AccountSummary({ account, onTopUp }: { account: BillingAccount; onTopUp(): void }) {
  const { t, i18n } = useTranslation();
  const krw = (value: number) => formatKrw(value, i18n.language);
  const prepaid = account.mode === 'PREPAID';
  return (
    <Paper variant="outlined" component="section" aria-labelledby="billing-account-title" sx={{ p: 2.5, mb: 3 }}>
      <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 1 }}>
        <Typography id="billing-account-title" variant="h6" component="h2">
          {t('paymentInfo.account.title')}
        </Typography>
        <Chip
          label={t(`paymentInfo.modes.${account.mode}`)}
          color={prepaid ? 'primary' : 'secondary'}
          size="small"
          sx={{ fontWeight: 700 }}
        />
        <Box sx={{ flex: 1 }} />
        {prepaid ? (
          <Button variant="contained" onClick={onTopUp}>
            {t('paymentInfo.topUp.open')}
          </Button>
        ) : null}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {prepaid
          ? t('paymentInfo.account.prepaidHint')
          : t('paymentInfo.account.postpaidHint', { day: INVOICE_DUE_DAY })}
      </Typography>
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={4}>
        <Figure label={t('paymentInfo.account.balance')} value={krw(account.balanceKrw)} />
        <Figure
          label={t('paymentInfo.account.held')}
          value={krw(account.heldKrw)}
          hint={t('paymentInfo.account.heldHint')}
        />
        <Figure label={t('paymentInfo.account.available')} value={krw(account.availableKrw)} />
        <Figure label={t('paymentInfo.account.monthToDate')} value={krw(account.monthToDateKrw)} />
      </Stack>
    </Paper>
  );
}
