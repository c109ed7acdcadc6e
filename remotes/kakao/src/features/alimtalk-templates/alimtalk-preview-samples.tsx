import { Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Values the user tries in the preview for each #{variable} (never sent: each recipient brings their own). */
export function AlimtalkPreviewSamples({
  variables,
  samples,
  onChange,
}: {
  variables: readonly string[];
  samples: Record<string, string>;
  onChange(samples: Record<string, string>): void;
}) {
  const { t } = useTranslation();
  const title = t('templates.preview.samples');
  if (variables.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ p: 1.5, width: 300 }} component="section" aria-label={title}>
      <Typography variant="subtitle2" component="h2">
        {title}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {t('templates.preview.samplesHelp')}
      </Typography>
      <Stack spacing={1}>
        {variables.map((name) => (
          <TextField
            key={name}
            size="small"
            label={`#{${name}}`}
            value={samples[name] ?? ''}
            onChange={(event) => onChange({ ...samples, [name]: event.target.value })}
          />
        ))}
      </Stack>
    </Paper>
  );
}
