import { useState } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CardInput, type PaymentMethod } from '@console/contracts/billing';
import { FailureAlert } from '@console/ui/failure-alert';
import { useContractForm } from '../../forms/use-contract-form';
import { useRegisterCard } from './register-card';

interface CardValues {
  cardNumber: string;
  expiry: string;
  ownerId: string;
  passwordFirstTwo: string;
  makeDefault: boolean;
}
const EMPTY: CardValues = { cardNumber: '', expiry: '', ownerId: '', passwordFirstTwo: '', makeDefault: false };
const TEXT_FIELDS = ['cardNumber', 'expiry', 'ownerId', 'passwordFirstTwo'] as const;

/** "1234" -> "12/34" as the expiry is typed. */
const expiryAsTyped = (text: string) => {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

/** A corporate card, checked by the card company (simulator) before it is kept; refusals show here in Korean. */
export function CardRegistDialog({
  firstMethod,
  onClose,
  onRegistered,
}: {
  /** The business has no payment method yet: the card becomes the default anyway. */
  firstMethod: boolean;
  onClose(): void;
  onRegistered(card: PaymentMethod): void;
}) {
  const { t } = useTranslation();
  const register = useRegisterCard();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm<CardValues, CardInput>(
    { ...EMPTY, makeDefault: firstMethod },
    { schema: CardInput, toInput: (v) => v },
  );
  const { values, errors } = form;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const input = form.validate();
    if (!input) return;
    try {
      onRegistered(await register.mutateAsync(input));
    } catch (error) {
      setFailure(form.showServerErrors(error, t('paymentInfo.card.failed')));
    }
  };

  const inputProps: Record<(typeof TEXT_FIELDS)[number], object> = {
    cardNumber: { inputMode: 'numeric', maxLength: 19, autoComplete: 'cc-number' },
    expiry: { inputMode: 'numeric', maxLength: 5, autoComplete: 'cc-exp', placeholder: 'MM/YY' },
    ownerId: { inputMode: 'numeric', maxLength: 12 },
    passwordFirstTwo: { inputMode: 'numeric', maxLength: 2, autoComplete: 'off' },
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="card-regist-title">
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('paymentInfo.card.title')}>
        <DialogTitle id="card-regist-title">{t('paymentInfo.card.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 0.5 }}>
            <Typography variant="body2" color="text.secondary">
              {t('paymentInfo.card.intro')}
            </Typography>
            <FailureAlert message={failure} />
            {TEXT_FIELDS.map((field) => (
              <TextField
                key={field}
                label={t(`paymentInfo.card.fields.${field}`)}
                required
                type={field === 'passwordFirstTwo' ? 'password' : 'text'}
                value={values[field]}
                onChange={(event) =>
                  form.set(field, field === 'expiry' ? expiryAsTyped(event.target.value) : event.target.value)
                }
                error={Boolean(errors[field])}
                helperText={errors[field] ?? t(`paymentInfo.card.help.${field}`)}
                slotProps={{ htmlInput: inputProps[field] }}
              />
            ))}
            <FormControlLabel
              control={
                <Checkbox
                  checked={values.makeDefault || firstMethod}
                  disabled={firstMethod}
                  onChange={(_, checked) => form.set('makeDefault', checked)}
                />
              }
              label={t('paymentInfo.card.makeDefault')}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={onClose}>
            {t('paymentInfo.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={register.isPending}>
            {t('paymentInfo.card.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
