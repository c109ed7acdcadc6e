import { useState } from 'react';
import { Button, FormControlLabel, MenuItem, Paper, Stack, Switch, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  BillingSettingsInput,
  MIN_TOP_UP_KRW,
  type BillingAccount,
  type PaymentMethod,
} from '@console/contracts/billing';
import { useUi } from '@console/platform/hooks';
import { FailureAlert } from '@console/ui/failure-alert';
import { useContractForm } from '../../forms/use-contract-form';
import { AmountField, amountOf } from './amount-field';
import { useUpdateBillingSettings } from './update-billing-settings';

interface SettingsValues {
  enabled: boolean;
  threshold: string;
  amount: string;
  /** "" = the default card. */
  card: string;
  lowBalanceAlert: string;
}

const valuesOf = (account: BillingAccount): SettingsValues => ({
  enabled: account.autoTopUp.enabled,
  threshold: String(account.autoTopUp.thresholdKrw),
  // Never set before: the smallest top-up, which the contract accepts.
  amount: String(Math.max(account.autoTopUp.amountKrw, MIN_TOP_UP_KRW)),
  card: account.autoTopUp.paymentMethodSeq === null ? '' : String(account.autoTopUp.paymentMethodSeq),
  lowBalanceAlert: String(account.lowBalanceAlertKrw),
});

/** Prepaid settings (master): top up by card when the balance falls below a threshold, and when to be warned. */
export function BillingSettingsForm({ account, cards }: { account: BillingAccount; cards: PaymentMethod[] }) {
  const { t } = useTranslation();
  const ui = useUi();
  const save = useUpdateBillingSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm<SettingsValues, BillingSettingsInput>(valuesOf(account), {
    schema: BillingSettingsInput,
    typeMessage: t('paymentInfo.settings.amountRequired'),
    toInput: (v) => ({
      autoTopUp: {
        enabled: v.enabled,
        thresholdKrw: amountOf(v.threshold),
        amountKrw: amountOf(v.amount),
        paymentMethodSeq: v.card === '' ? null : Number(v.card),
      },
      lowBalanceAlertKrw: amountOf(v.lowBalanceAlert),
    }),
  });
  const { values, errors } = form;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const input = form.validate();
    if (!input) return;
    if (input.autoTopUp.enabled && cards.length === 0) {
      form.setErrors({ 'autoTopUp.paymentMethodSeq': t('paymentInfo.settings.cardNeeded') });
      return;
    }
    try {
      await save.mutateAsync(input);
      ui.toast(t('paymentInfo.settings.saved'), 'success');
    } catch (error) {
      setFailure(form.showServerErrors(error, t('paymentInfo.settings.failed')));
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="billing-settings-title" sx={{ p: 2.5, mb: 3 }}>
      <Typography id="billing-settings-title" variant="h6" component="h2" sx={{ mb: 0.5 }}>
        {t('paymentInfo.settings.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('paymentInfo.settings.description')}
      </Typography>
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('paymentInfo.settings.title')}>
        <Stack spacing={2.5} sx={{ maxWidth: 560 }}>
          <FailureAlert message={failure} />
          <FormControlLabel
            control={<Switch checked={values.enabled} onChange={(_, checked) => form.set('enabled', checked)} />}
            label={t('paymentInfo.settings.autoTopUp')}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <AmountField
              label={t('paymentInfo.settings.threshold')}
              fullWidth
              disabled={!values.enabled}
              value={values.threshold}
              onChange={(digits) => form.set('threshold', digits)}
              error={errors['autoTopUp.thresholdKrw']}
              helperText={t('paymentInfo.settings.thresholdHelp')}
            />
            <AmountField
              label={t('paymentInfo.settings.amount')}
              fullWidth
              disabled={!values.enabled}
              value={values.amount}
              onChange={(digits) => form.set('amount', digits)}
              error={errors['autoTopUp.amountKrw']}
              helperText={t('paymentInfo.settings.amountHelp')}
            />
          </Stack>
          <TextField
            select
            label={t('paymentInfo.settings.card')}
            disabled={!values.enabled}
            value={values.card}
            onChange={(event) => form.set('card', event.target.value)}
            error={Boolean(errors['autoTopUp.paymentMethodSeq'])}
            helperText={
              errors['autoTopUp.paymentMethodSeq'] ?? (cards.length === 0 ? t('paymentInfo.settings.noCard') : ' ')
            }
          >
            <MenuItem value="">{t('paymentInfo.settings.defaultCard')}</MenuItem>
            {cards.map((card) => (
              <MenuItem key={card.seq} value={String(card.seq)}>
                {card.label}
              </MenuItem>
            ))}
          </TextField>
          <AmountField
            label={t('paymentInfo.settings.lowBalanceAlert')}
            value={values.lowBalanceAlert}
            onChange={(digits) => form.set('lowBalanceAlert', digits)}
            error={errors.lowBalanceAlertKrw}
            helperText={t('paymentInfo.settings.lowBalanceAlertHelp')}
          />
          <Stack direction="row">
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {t('paymentInfo.save')}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Paper>
  );
}
