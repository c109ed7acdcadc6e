import { useState } from 'react';
import { Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { TaxInfoInput, type TaxInfo } from '@console/contracts/billing';
import { formatBusinessNumber } from '@console/contracts/business';
import { useUi } from '@console/platform/hooks';
import { FailureAlert } from '@console/ui/failure-alert';
import { formatDateTime } from '@console/ui/format';
import { useContractForm } from '../../forms/use-contract-form';
import { useUpdateTaxInfo } from './update-tax-info';

type TaxValues = Record<keyof TaxInfoInput, string>;
const FIELDS = [
  'registrationNumber',
  'companyName',
  'representative',
  'address',
  'businessType',
  'businessItem',
  'email',
] as const satisfies readonly (keyof TaxValues)[];

const valuesOf = (info: TaxInfo): TaxValues => ({
  registrationNumber: formatBusinessNumber(info.registrationNumber),
  companyName: info.companyName,
  representative: info.representative ?? '',
  address: info.address ?? '',
  businessType: info.businessType ?? '',
  businessItem: info.businessItem ?? '',
  email: info.email ?? '',
});

/** The recipient of tax invoices (전자세금계산서): business number, name, representative, address, 업태/종목, e-mail. */
export function TaxInfoForm({ info }: { info: TaxInfo }) {
  const { t } = useTranslation();
  const ui = useUi();
  const save = useUpdateTaxInfo();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm<TaxValues, TaxInfoInput>(valuesOf(info), { schema: TaxInfoInput, toInput: (v) => v });
  const { values, errors } = form;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const input = form.validate();
    if (!input) return;
    try {
      const saved = await save.mutateAsync(input);
      form.setValues(valuesOf(saved));
      ui.toast(t('paymentInfo.tax.saved'), 'success');
    } catch (error) {
      setFailure(form.showServerErrors(error, t('paymentInfo.tax.failed')));
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="tax-info-title" sx={{ p: 2.5, mb: 3 }}>
      <Typography id="tax-info-title" variant="h6" component="h2" sx={{ mb: 0.5 }}>
        {t('paymentInfo.tax.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {info.updatedAt
          ? t('paymentInfo.tax.updatedAt', { at: formatDateTime(info.updatedAt) })
          : t('paymentInfo.tax.notSaved')}
      </Typography>
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('paymentInfo.tax.title')}>
        <Stack spacing={2} sx={{ maxWidth: 560 }}>
          <FailureAlert message={failure} />
          {FIELDS.map((field) => (
            <TextField
              key={field}
              label={t(`paymentInfo.tax.fields.${field}`)}
              required
              value={values[field]}
              onChange={(event) => form.set(field, event.target.value)}
              onBlur={
                field === 'registrationNumber'
                  ? () => form.set(field, formatBusinessNumber(values[field].replace(/[\s-]/g, '')))
                  : undefined
              }
              error={Boolean(errors[field])}
              helperText={errors[field] ?? (field === 'email' ? t('paymentInfo.tax.emailHelp') : undefined)}
              slotProps={{ htmlInput: field === 'registrationNumber' ? { inputMode: 'numeric' } : undefined }}
            />
          ))}
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
