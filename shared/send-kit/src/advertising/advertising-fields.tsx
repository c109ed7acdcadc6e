import { useState } from 'react';
import { Alert, Checkbox, FormControlLabel, FormHelperText, Stack, TextField } from '@mui/material';
import { isAdvertisingNight } from '@console/contracts/message-limits';
import { useSendKitTranslation } from '../send-kit-texts';
import { withAdvertisingLines } from './advertising-lines';

export interface AdvertisingFieldsProps {
  advertising: boolean;
  /** The schema's or the server's message on the advertising rules. */
  error?: string;
  /** The sender's name after "(광고)": the business name. */
  senderName: string;
  /** A first suggestion for the opt-out line: an approved 080 number of the team, if any. */
  suggestedOptOut: string;
  /** When the message will go out: now, or the reservation time (for the night warning). */
  sendAt: Date;
  /** The body the lines are written into. */
  getBody(): string;
  /** The flag and the body with the lines written in (checked) or taken out (unchecked). */
  onChange(change: { advertising: boolean; body: string }): void;
}

/** The advertising flag; checking it writes the "(광고)" mark and the 080 opt-out line into the body. */
export function AdvertisingFields({
  advertising,
  error,
  senderName,
  suggestedOptOut,
  sendAt,
  getBody,
  onChange,
}: AdvertisingFieldsProps) {
  const { t } = useSendKitTranslation();
  // Until the user types a number, the team's approved 080 number (known once the list loads) is used.
  const [typedOptOut, setOptOut] = useState<string | null>(null);
  const optOut = typedOptOut ?? suggestedOptOut;

  const toggle = (checked: boolean) =>
    onChange({
      advertising: checked,
      body: withAdvertisingLines(getBody(), checked, { senderName, optOutNumber: optOut }),
    });

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Checkbox checked={advertising} onChange={(event) => toggle(event.target.checked)} />}
        label={t('ad.label')}
      />
      <FormHelperText sx={{ mt: 0 }}>{t('ad.help')}</FormHelperText>
      <TextField
        size="small"
        sx={{ maxWidth: 320 }}
        label={t('ad.optOutNumber')}
        value={optOut}
        disabled={advertising}
        onChange={(event) => setOptOut(event.target.value)}
        helperText={t('ad.optOutHelp')}
      />
      {error ? <Alert severity="error">{error}</Alert> : null}
      {advertising && !error && isAdvertisingNight(sendAt) ? <Alert severity="warning">{t('ad.night')}</Alert> : null}
    </Stack>
  );
}
