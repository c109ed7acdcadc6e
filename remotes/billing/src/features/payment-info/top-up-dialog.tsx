import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MIN_TOP_UP_KRW, TopUpInput, type PaymentMethod, type TopUp } from '@console/contracts/billing';
import { FailureAlert } from '@console/ui/failure-alert';
import { formatKrw } from '@console/ui/format';
import { useContractForm } from '../../forms/use-contract-form';
import { AmountField, amountOf } from './amount-field';
import { useCreateTopUp } from './create-top-up';
import { TopUpCharge } from './top-up-charge';
import { TopUpResult } from './top-up-result';

/** The quick picks of the amount (balance added, before VAT). */
export const TOP_UP_PICKS_KRW = [10_000, 50_000, 100_000, 500_000] as const;

interface TopUpValues {
  amount: string;
  method: TopUpInput['method'];
  /** The card's seq as the select holds it ("" when there is none). */
  card: string;
}

/**
 * Topping up a prepaid balance: an amount (at least 10,000 KRW, VAT added on top), then a registered
 * card (charged now) or a virtual account (deposit before its deadline). The answer stays in the dialog.
 */
export function TopUpDialog({ cards, onClose }: { cards: PaymentMethod[]; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const create = useCreateTopUp();
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<TopUp | null>(null);
  const preselected = cards.find((card) => card.isDefault) ?? cards[0];
  const form = useContractForm<TopUpValues, TopUpInput>(
    { amount: '', method: preselected ? 'CARD' : 'VIRTUAL_ACCOUNT', card: preselected ? String(preselected.seq) : '' },
    {
      schema: TopUpInput,
      toInput: (v) => ({
        amountKrw: amountOf(v.amount),
        method: v.method,
        paymentMethodSeq: v.method === 'CARD' ? Number(v.card) : null,
      }),
    },
  );
  const { values, errors } = form;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const input = form.validate();
    if (!input) return;
    try {
      const topUp = await create.mutateAsync(input);
      if (topUp.status === 'FAILED') setFailure(topUp.failReason ?? t('paymentInfo.topUp.failed'));
      else setResult(topUp);
    } catch (error) {
      setFailure(form.showServerErrors(error, t('paymentInfo.topUp.failed')));
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="top-up-title">
      <DialogTitle id="top-up-title">{t('paymentInfo.topUp.title')}</DialogTitle>
      {result ? (
        <>
          <DialogContent>
            <TopUpResult topUp={result} />
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onClose}>
              {t('paymentInfo.close')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('paymentInfo.topUp.title')}>
          <DialogContent>
            <Stack spacing={2.5}>
              <FailureAlert message={failure} />
              <Stack spacing={1}>
                <AmountField
                  label={t('paymentInfo.topUp.amount')}
                  required
                  value={values.amount}
                  onChange={(digits) => form.set('amount', digits)}
                  error={errors.amountKrw}
                  helperText={t('paymentInfo.topUp.amountHelp', { min: formatKrw(MIN_TOP_UP_KRW, i18n.language) })}
                />
                <ToggleButtonGroup
                  exclusive
                  size="small"
                  value={amountOf(values.amount)}
                  onChange={(_, picked: number | null) => picked && form.set('amount', String(picked))}
                  aria-label={t('paymentInfo.topUp.picks')}
                >
                  {TOP_UP_PICKS_KRW.map((pick) => (
                    <ToggleButton key={pick} value={pick} sx={{ flex: 1 }}>
                      {formatKrw(pick, i18n.language)}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
              </Stack>
              <FormControl>
                <FormLabel id="top-up-method">{t('paymentInfo.topUp.method')}</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby="top-up-method"
                  value={values.method}
                  onChange={(event) => form.set('method', event.target.value as TopUpValues['method'])}
                >
                  <FormControlLabel
                    value="CARD"
                    control={<Radio />}
                    label={t('paymentInfo.topUp.methods.CARD')}
                    disabled={cards.length === 0}
                  />
                  <FormControlLabel
                    value="VIRTUAL_ACCOUNT"
                    control={<Radio />}
                    label={t('paymentInfo.topUp.methods.VIRTUAL_ACCOUNT')}
                  />
                </RadioGroup>
              </FormControl>
              {values.method === 'CARD' ? (
                <TextField
                  select
                  label={t('paymentInfo.topUp.card')}
                  value={values.card}
                  onChange={(event) => form.set('card', event.target.value)}
                  error={Boolean(errors.paymentMethodSeq)}
                  helperText={errors.paymentMethodSeq}
                >
                  {cards.map((card) => (
                    <MenuItem key={card.seq} value={String(card.seq)}>
                      {card.isDefault ? t('paymentInfo.topUp.defaultCard', { label: card.label }) : card.label}
                    </MenuItem>
                  ))}
                </TextField>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {t('paymentInfo.topUp.virtualAccountHint')}
                </Typography>
              )}
              {cards.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {t('paymentInfo.topUp.noCard')}
                </Typography>
              ) : null}
              <TopUpCharge amountKrw={amountOf(values.amount)} />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button color="inherit" onClick={onClose}>
              {t('paymentInfo.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={create.isPending}>
              {values.method === 'CARD' ? t('paymentInfo.topUp.payByCard') : t('paymentInfo.topUp.issueAccount')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
