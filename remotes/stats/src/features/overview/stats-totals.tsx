import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatCount, formatKrw } from '@console/ui/format';
import type { StatsFigures } from './summarize-stats';

const FIGURES = ['requested', 'success', 'failure', 'fallback', 'costKrw'] as const;

/** One card per figure of the chosen period and channels. */
export function StatsTotals({ totals }: { totals: StatsFigures }) {
  const { t, i18n } = useTranslation();
  return (
    <Box
      component="ul"
      aria-label={t('overview.totals')}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
        gap: 2,
        p: 0,
        m: 0,
        mb: 3,
        listStyle: 'none',
      }}
    >
      {FIGURES.map((figure) => (
        <Paper
          key={figure}
          component="li"
          variant="outlined"
          sx={{ p: 2 }}
          aria-label={t(`overview.figures.${figure}`)}
        >
          <Typography variant="body2" color="text.secondary">
            {t(`overview.figures.${figure}`)}
          </Typography>
          <Typography variant="h5" component="p" fontWeight={700}>
            {figure === 'costKrw' ? formatKrw(totals.costKrw, i18n.language) : formatCount(totals[figure])}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
