import { Box, Checkbox, FormControl, FormControlLabel, FormHelperText, Typography } from '@mui/material';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SALES_INQUIRY_RETENTION_YEARS } from '@console/contracts/sales-inquiries';

/**
 * The separate consent of DOMAIN.md "Public pages": the items, the purpose, the retention period and
 * the right to refuse, then one unchecked box.
 */
export function PrivacyConsentField<V extends FieldValues>({ control, name }: { control: Control<V>; name: Path<V> }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)} component="fieldset">
          <Box
            component="section"
            aria-labelledby="privacy-consent-title"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, bgcolor: 'action.hover' }}
          >
            <Typography id="privacy-consent-title" variant="subtitle2" component="h2" gutterBottom>
              {t('consulting.consent.title')}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              <Typography component="li" variant="body2">
                {t('consulting.consent.items')}
              </Typography>
              <Typography component="li" variant="body2">
                {t('consulting.consent.purpose')}
              </Typography>
              <Typography component="li" variant="body2">
                {t('consulting.consent.retention', { years: SALES_INQUIRY_RETENTION_YEARS })}
              </Typography>
              <Typography component="li" variant="body2">
                {t('consulting.consent.refusal')}
              </Typography>
            </Box>
          </Box>
          <FormControlLabel
            label={t('consulting.consent.agree')}
            control={
              <Checkbox
                name={field.name}
                inputRef={field.ref}
                checked={field.value === true}
                onChange={(event) => field.onChange(event.target.checked)}
              />
            }
          />
          {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
        </FormControl>
      )}
    />
  );
}
