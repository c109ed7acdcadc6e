import { Box, Button, FormHelperText, FormLabel, IconButton, Stack, TextField } from '@mui/material';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { API_KEY_MAX_IPS, type ApiKeyWriteRequest } from '@console/contracts/api-keys';
import { AddIcon } from '@console/ui/icons';

interface AllowedIpsFieldProps {
  value: string[];
  onChange(value: string[]): void;
  onBlur(): void;
  errors: FieldErrors<ApiKeyWriteRequest>['allowedIps'];
}

/** One input per allowed address or CIDR range; each shows its own error. */
export function AllowedIpsField({ value, onChange, onBlur, errors }: AllowedIpsFieldProps) {
  const { t } = useTranslation();
  const entryError = (index: number) =>
    (errors as Record<number, { message?: string } | undefined> | undefined)?.[index]?.message;
  const listError = errors?.message ?? errors?.root?.message;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend" required>
        {t('apiKeys.allowedIps')}
      </FormLabel>
      <Stack spacing={1} sx={{ mt: 1 }}>
        {value.map((ip, index) => (
          <Stack key={index} direction="row" spacing={1} alignItems="flex-start">
            <TextField
              size="small"
              fullWidth
              value={ip}
              placeholder="203.0.113.10 · 198.51.100.0/24 · 2001:db8::1"
              onChange={(event) => onChange(value.map((v, i) => (i === index ? event.target.value : v)))}
              onBlur={onBlur}
              error={Boolean(entryError(index))}
              helperText={entryError(index)}
              slotProps={{ htmlInput: { 'aria-label': t('apiKeys.allowedIpN', { n: index + 1 }) } }}
            />
            <IconButton
              aria-label={t('apiKeys.removeIpN', { n: index + 1 })}
              onClick={() => onChange(value.filter((_, i) => i !== index))}
              disabled={value.length === 1}
            >
              ×
            </IconButton>
          </Stack>
        ))}
      </Stack>
      <FormHelperText error={Boolean(listError)}>
        {listError ?? t('apiKeys.allowedIpsHelp', { max: API_KEY_MAX_IPS })}
      </FormHelperText>
      <Button
        size="small"
        startIcon={<AddIcon />}
        onClick={() => onChange([...value, ''])}
        disabled={value.length >= API_KEY_MAX_IPS}
      >
        {t('apiKeys.addIp')}
      </Button>
    </Box>
  );
}
