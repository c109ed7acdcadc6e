import { FormControlLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useSendKitTranslation } from '../send-kit-texts';
import { RESERVATION_MAX_AHEAD_DAYS, RESERVATION_MIN_LEAD_MINUTES } from '@console/contracts/message-limits';
import { fromKstLocalInput, toKstLocalInput } from './kst-datetime';

/** What the field needs of a form: its reserveAt value and error (the SMS and the RCS send forms both fit). */
export interface ReserveAtForm {
  formState: { errors: { reserveAt?: { message?: string } }; isSubmitted: boolean };
  setValue(name: 'reserveAt', value: string | null, options?: { shouldValidate?: boolean }): void;
}

export interface ScheduleFieldProps {
  form: ReserveAtForm;
  reserving: boolean;
  onReservingChange(reserving: boolean): void;
  /** The picker's value, "YYYY-MM-DDTHH:mm" in Korea time. */
  localValue: string;
  onLocalValueChange(value: string): void;
  /** Editing a reservation: only the time can change, "send now" is not offered. */
  reserveOnly?: boolean;
}

/** Send now or reserve between now + 10 minutes and 60 days ahead (the picker offers only that range). */
export function ScheduleField({
  form,
  reserving,
  onReservingChange,
  localValue,
  onLocalValueChange,
  reserveOnly = false,
}: ScheduleFieldProps) {
  const { t } = useSendKitTranslation();
  const now = Date.now();
  const min = toKstLocalInput(new Date(now + RESERVATION_MIN_LEAD_MINUTES * 60_000));
  const max = toKstLocalInput(new Date(now + RESERVATION_MAX_AHEAD_DAYS * 86_400_000));
  const error = form.formState.errors.reserveAt?.message;
  const revalidate = { shouldValidate: form.formState.isSubmitted };

  const choose = (value: string) => {
    const reserve = value === 'reserve';
    onReservingChange(reserve);
    form.setValue('reserveAt', reserve ? fromKstLocalInput(localValue) : null, revalidate);
  };

  return (
    <Stack spacing={1}>
      {reserveOnly ? null : (
        <RadioGroup
          row
          aria-label={t('when.label')}
          value={reserving ? 'reserve' : 'now'}
          onChange={(event) => choose(event.target.value)}
        >
          <FormControlLabel value="now" control={<Radio />} label={t('when.now')} />
          <FormControlLabel value="reserve" control={<Radio />} label={t('when.reserve')} />
        </RadioGroup>
      )}
      {reserving ? (
        <TextField
          type="datetime-local"
          label={t('when.at')}
          sx={{ maxWidth: 320 }}
          value={localValue}
          onChange={(event) => {
            onLocalValueChange(event.target.value);
            form.setValue('reserveAt', fromKstLocalInput(event.target.value), revalidate);
          }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min, max, step: 60 } }}
          error={Boolean(error)}
          helperText={error ?? t('when.help', { min: RESERVATION_MIN_LEAD_MINUTES, days: RESERVATION_MAX_AHEAD_DAYS })}
        />
      ) : null}
    </Stack>
  );
}
