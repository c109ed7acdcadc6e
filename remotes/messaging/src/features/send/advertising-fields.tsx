import { useState } from 'react';
import { Alert, Checkbox, FormControlLabel, FormHelperText, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ADVERTISING_OPT_OUT_LABEL, ADVERTISING_PREFIX, isAdvertisingNight } from '@console/contracts/message-limits';
import { formatPhoneDigits, normalizePhoneNumber } from '@console/contracts/phone-numbers';
import type { SendFormApi } from './send-form-values';

export interface AdvertisingFieldsProps {
  form: SendFormApi;
  /** The sender's name after "(광고)": the business name. */
  senderName: string;
  /** A first suggestion for the opt-out line: an approved 080 number of the team, if any. */
  suggestedOptOut: string;
  /** When the message will go out: now, or the reservation time. */
  sendAt: Date;
}

const optOutLine = (number: string) =>
  `${ADVERTISING_OPT_OUT_LABEL} ${formatPhoneDigits(normalizePhoneNumber(number))}`;

/** The advertising flag; checking it writes the "(광고)" mark and the 080 opt-out line into the body. */
export function AdvertisingFields({ form, senderName, suggestedOptOut, sendAt }: AdvertisingFieldsProps) {
  const { t } = useTranslation();
  const advertising = form.watch('advertising') ?? false;
  // Until the user types a number, the team's approved 080 number (known once the list loads) is used.
  const [typedOptOut, setOptOut] = useState<string | null>(null);
  const optOut = typedOptOut ?? suggestedOptOut;
  const error = form.formState.errors.advertising?.message;

  const toggle = (checked: boolean) => {
    form.setValue('advertising', checked, { shouldValidate: form.formState.isSubmitted });
    const body = form.getValues('body') ?? '';
    const prefix = `${ADVERTISING_PREFIX}${senderName}`;
    const line = optOutLine(optOut);
    let next = body;
    if (checked) {
      if (!body.trimStart().startsWith(ADVERTISING_PREFIX)) next = `${prefix}\n${next}`;
      if (!next.includes(ADVERTISING_OPT_OUT_LABEL)) next = `${next}\n${line}`;
    } else {
      // Only the lines this helper wrote are taken out again; the user's own words stay.
      if (next.startsWith(`${prefix}\n`)) next = next.slice(prefix.length + 1);
      if (next.endsWith(`\n${line}`)) next = next.slice(0, -(line.length + 1));
    }
    form.setValue('body', next, { shouldValidate: form.formState.isSubmitted });
  };

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Checkbox checked={advertising} onChange={(event) => toggle(event.target.checked)} />}
        label={t('send.ad.label')}
      />
      <FormHelperText sx={{ mt: 0 }}>{t('send.ad.help')}</FormHelperText>
      <TextField
        size="small"
        sx={{ maxWidth: 320 }}
        label={t('send.ad.optOutNumber')}
        value={optOut}
        disabled={advertising}
        onChange={(event) => setOptOut(event.target.value)}
        helperText={t('send.ad.optOutHelp')}
      />
      {error ? <Alert severity="error">{error}</Alert> : null}
      {advertising && !error && isAdvertisingNight(sendAt) ? (
        <Alert severity="warning">{t('send.ad.night')}</Alert>
      ) : null}
    </Stack>
  );
}
