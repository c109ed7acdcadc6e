import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { BANKS } from '@console/contracts/billing';
import type { CmsForm, CmsValues } from './cms-form';

const TEXT_FIELDS = [
  'accountNumber',
  'holderName',
  'holderId',
  'phone',
] as const satisfies readonly (keyof CmsValues)[];
const INPUT_MODE: Record<(typeof TEXT_FIELDS)[number], 'numeric' | 'text' | 'tel'> = {
  accountNumber: 'numeric',
  holderName: 'text',
  holderId: 'numeric',
  phone: 'tel',
};

/** Step 1: bank, account number, holder, holder's id and phone; the bank checks them before anything is kept. */
export function CmsAccountStep({
  form,
  locked,
  checking,
  onCheck,
}: {
  form: CmsForm;
  /** The account was checked: changing it means going back and checking again. */
  locked: boolean;
  checking: boolean;
  onCheck(): void;
}) {
  const { t } = useTranslation();
  const { values, errors } = form;
  return (
    <Stack spacing={2}>
      <TextField
        select
        label={t('cmsPopup.fields.bankCode')}
        required
        disabled={locked}
        value={values.bankCode}
        onChange={(event) => form.set('bankCode', event.target.value)}
        error={Boolean(errors.bankCode)}
        helperText={errors.bankCode}
      >
        {BANKS.map((bank) => (
          <MenuItem key={bank.code} value={bank.code}>
            {bank.name}
          </MenuItem>
        ))}
      </TextField>
      {TEXT_FIELDS.map((field) => (
        <TextField
          key={field}
          label={t(`cmsPopup.fields.${field}`)}
          required
          disabled={locked}
          value={values[field]}
          onChange={(event) => form.set(field, event.target.value)}
          error={Boolean(errors[field])}
          helperText={errors[field] ?? t(`cmsPopup.help.${field}`)}
          slotProps={{ htmlInput: { inputMode: INPUT_MODE[field] } }}
        />
      ))}
      {!locked ? (
        <Button variant="contained" onClick={onCheck} disabled={checking}>
          {t('cmsPopup.check')}
        </Button>
      ) : null}
    </Stack>
  );
}
