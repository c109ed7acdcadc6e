import { Alert, Button, MenuItem, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CallbackNumber } from '@console/contracts/messaging';
import { formatPhoneNumber } from '@console/ui/format';
import { routePath } from '../../route-paths';
import type { SendFormApi } from './send-form-values';

export interface SenderSelectProps {
  form: SendFormApi;
  teamSeq: number;
  numbers: CallbackNumber[] | undefined;
}

/** The team's approved sender numbers; without one the user is sent to register a number. */
export function SenderSelect({ form, teamSeq, numbers }: SenderSelectProps) {
  const { t } = useTranslation();
  if (numbers && numbers.length === 0) {
    return (
      <Alert
        severity="warning"
        action={
          <Button component={Link} to={routePath('callback-list', { teamSeq })} color="inherit" size="small">
            {t('send.sender.register')}
          </Button>
        }
      >
        {t('send.sender.none')}
      </Alert>
    );
  }
  return (
    <Controller
      control={form.control}
      name="senderNumber"
      render={({ field, fieldState }) => (
        <TextField
          select
          required
          label={t('send.sender.label')}
          sx={{ maxWidth: 360 }}
          {...field}
          value={field.value ?? ''}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? t('send.sender.help')}
        >
          {(numbers ?? []).map((number) => (
            <MenuItem key={number.seq} value={number.number}>
              {number.label
                ? `${formatPhoneNumber(number.number)} (${number.label})`
                : formatPhoneNumber(number.number)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
