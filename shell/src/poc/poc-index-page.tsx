import { Box, Stack, Typography, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PocSection } from './poc-section';

/** /poc/test: what the catalogue holds, with the theme's colours and type. */
export function PocIndexPage() {
  const { t } = useTranslation('shell');
  const theme = useTheme();
  const swatches = [
    ['primary', theme.palette.primary.main],
    ['secondary', theme.palette.secondary.main],
    ['success', theme.palette.success.main],
    ['warning', theme.palette.warning.main],
    ['error', theme.palette.error.main],
    ['info', theme.palette.info.main],
  ] as const;
  return (
    <Box>
      <Typography variant="h4" component="h1" fontWeight={800} gutterBottom>
        {t('poc.index.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('poc.index.intro')}
      </Typography>
      <PocSection title={t('poc.index.palette')}>
        {swatches.map(([name, color]) => (
          <Stack key={name} alignItems="center" spacing={0.5}>
            <Box sx={{ width: 72, height: 48, borderRadius: 1, bgcolor: color }} />
            <Typography variant="caption">{name}</Typography>
          </Stack>
        ))}
      </PocSection>
      <PocSection title={t('poc.index.typography')}>
        <Stack spacing={1}>
          {(['h4', 'h5', 'h6', 'body1', 'body2', 'caption'] as const).map((variant) => (
            <Typography key={variant} variant={variant}>
              {variant} · {t('common.productName')}
            </Typography>
          ))}
        </Stack>
      </PocSection>
    </Box>
  );
}
