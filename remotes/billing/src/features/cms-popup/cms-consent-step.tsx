import {
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CMS_CONSENT_TEXT } from '@console/contracts/billing';
import type { CmsForm } from './cms-form';

/** Withdrawal days 1..28: every month has them. */
const DAYS = Array.from({ length: 28 }, (_, i) => i + 1);

/** Step 2: the withdrawal day and the consent to withdrawal (출금이체 동의), recorded as evidence. */
export function CmsConsentStep({ form }: { form: CmsForm }) {
  const { t } = useTranslation();
  const { values, errors } = form;
  return (
    <Stack spacing={2}>
      <TextField
        select
        label={t('cmsPopup.fields.withdrawalDay')}
        required
        value={values.withdrawalDay}
        onChange={(event) => form.set('withdrawalDay', event.target.value)}
        error={Boolean(errors.withdrawalDay)}
        helperText={errors.withdrawalDay ?? t('cmsPopup.help.withdrawalDay')}
      >
        {DAYS.map((day) => (
          <MenuItem key={day} value={String(day)}>
            {t('cmsPopup.day', { day })}
          </MenuItem>
        ))}
      </TextField>
      <Box component="section" aria-labelledby="cms-consent-title">
        <Typography id="cms-consent-title" variant="subtitle2" component="h2" gutterBottom>
          {t('cmsPopup.consentTitle')}
        </Typography>
        <Typography
          variant="body2"
          sx={{ p: 1.5, bgcolor: 'action.hover', borderRadius: 1, maxHeight: 160, overflowY: 'auto' }}
          data-testid="cms-consent-text"
        >
          {CMS_CONSENT_TEXT}
        </Typography>
      </Box>
      <FormControl error={Boolean(errors.consent)} required>
        <FormControlLabel
          control={<Checkbox checked={values.consent} onChange={(_, checked) => form.set('consent', checked)} />}
          label={t('cmsPopup.consent')}
        />
        {errors.consent ? <FormHelperText>{errors.consent}</FormHelperText> : null}
      </FormControl>
      <FormControlLabel
        control={<Checkbox checked={values.makeDefault} onChange={(_, checked) => form.set('makeDefault', checked)} />}
        label={t('cmsPopup.makeDefault')}
      />
    </Stack>
  );
}
