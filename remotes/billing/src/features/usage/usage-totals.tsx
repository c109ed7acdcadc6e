import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { UsageReport } from '@console/contracts/billing';
import { formatCount, formatKrw } from '@console/ui/format';

type Totals = UsageReport['totals'];

const FIGURES = ['requested', 'delivered', 'failed', 'fallback', 'amountKrw', 'vatKrw', 'totalKrw'] as const;
type Figure = (typeof FIGURES)[number];

const NOTES: Partial<Record<Figure, string>> = {
  failed: 'usage.totals.failedNote',
  amountKrw: 'usage.totals.amountNote',
  vatKrw: 'usage.totals.vatNote',
};

/** The range's totals: counts, the amount before VAT, the VAT and what it comes to with VAT. */
export function UsageTotals({ totals }: { totals: Totals }) {
  const { t, i18n } = useTranslation();
  const value = (figure: Figure): string => {
    if (figure === 'totalKrw') return formatKrw(totals.amountKrw + totals.vatKrw, i18n.language);
    if (figure === 'amountKrw' || figure === 'vatKrw') return formatKrw(totals[figure], i18n.language);
    return formatCount(totals[figure]);
  };
  return (
    <Box
      component="ul"
      aria-label={t('usage.totals.label')}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)', xl: 'repeat(7, 1fr)' },
        gap: 2,
        p: 0,
        m: 0,
        mb: 3,
        listStyle: 'none',
      }}
    >
      {FIGURES.map((figure) => {
        const name = t(`usage.totals.${figure}`);
        const note = NOTES[figure];
        return (
          <Paper
            key={figure}
            component="li"
            variant="outlined"
            aria-label={name}
            sx={figure === 'totalKrw' ? { p: 2, borderColor: 'primary.main' } : { p: 2 }}
          >
            <Typography variant="body2" color="text.secondary" fontWeight={600}>
              {name}
            </Typography>
            <Typography variant="h6" component="p" fontWeight={700} sx={{ mt: 0.5 }} data-testid={`usage-${figure}`}>
              {value(figure)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {note ? t(note) : '\u00a0'}
            </Typography>
          </Paper>
        );
      })}
    </Box>
  );
}
