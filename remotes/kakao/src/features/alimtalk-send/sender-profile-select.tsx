import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SenderProfile } from '@console/contracts/kakao';

export interface SenderProfileSelectProps {
  profiles: SenderProfile[];
  value: number | undefined;
  onChange(seq: number): void;
  error?: string;
}

/** The team's active sender profiles (Kakao channels), by channel name and search id. */
export function SenderProfileSelect({ profiles, value, onChange, error }: SenderProfileSelectProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      required
      label={t('profileSelect.label')}
      sx={{ maxWidth: 420 }}
      value={value ?? ''}
      onChange={(event) => onChange(Number(event.target.value))}
      error={Boolean(error)}
      helperText={error ?? t('profileSelect.help')}
    >
      {profiles.map((profile) => (
        <MenuItem key={profile.seq} value={profile.seq}>
          {t('profileSelect.option', { name: profile.channelName, channelId: profile.channelId })}
        </MenuItem>
      ))}
    </TextField>
  );
}
