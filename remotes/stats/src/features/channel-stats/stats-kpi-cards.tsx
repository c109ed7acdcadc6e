import { Box, Paper, Typography } from '@mui/material';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { SendStatsFigures } from '@console/contracts/stats';
import { formatCount, formatKrw } from '@console/ui/format';
import { changeRate, FIGURES, formatPercent, shareOf, type Figure } from './stats-figures';

/** The line under a figure: its share of the requests (or the VAT note for the cost). */
function shareLine(t: TFunction, figure: Figure, totals: SendStatsFigures): string {
  const rate = (part: number) => formatPercent(shareOf(part, totals.requested));
  switch (figure) {
    case 'delivered':
      return t('stats.kpi.successRate', { rate: rate(totals.delivered) });
    case 'failed':
      return t('stats.kpi.failureRate', { rate: rate(totals.failed) });
    case 'fallback':
      return t('stats.kpi.fallbackRate', { rate: rate(totals.fallback) });
    case 'costKrw':
      return t('stats.kpi.costNote');
    default:
      return '\u00a0';
  }
}

/** Up is good for deliveries, bad for failures; the other figures only say which way they went. */
const CHANGE_COLOR: Partial<Record<Figure, { up: string; down: string }>> = {
  delivered: { up: 'success.main', down: 'error.main' },
  failed: { up: 'error.main', down: 'success.main' },
};

function ChangeLine({ figure, current, previous }: { figure: Figure; current: number; previous: number }) {
  const { t } = useTranslation();
  const rate = changeRate(current, previous);
  if (rate === null && current > 0)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('stats.kpi.noPrevious')}
      </Typography>
    );
  let text = t('stats.kpi.same');
  let color = 'text.secondary';
  if (rate !== null && Math.abs(rate) >= 0.05) {
    const direction = rate > 0 ? 'up' : 'down';
    text = t(`stats.kpi.${direction}`, { rate: formatPercent(Math.abs(rate)) });
    color = CHANGE_COLOR[figure]?.[direction] ?? color;
  }
  return (
    <Typography variant="body2" sx={{ mt: 1 }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {t('stats.kpi.vsPrevious')}{' '}
      </Box>
      <Box component="span" sx={{ color, fontWeight: 600 }}>
        {text}
      </Box>
    </Typography>
  );
}

/** One card per figure of the range: the total, its share of the requests and the change from the previous period. */
export function StatsKpiCards({ totals, previous }: { totals: SendStatsFigures; previous: SendStatsFigures }) {
  const { t, i18n } = useTranslation();
  return (
    <Box
      component="ul"
      aria-label={t('stats.kpi.label')}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' },
        gap: 2,
        p: 0,
        m: 0,
        mb: 3,
        listStyle: 'none',
      }}
    >
      {FIGURES.map((figure) => {
        const name = t(`stats.figures.${figure}`);
        return (
          <Paper key={figure} component="li" variant="outlined" aria-label={name} sx={{ p: 2 }}>
            <Typography variant="body2" color="text.secondary" fontWeight={600}>
              {name}
            </Typography>
            <Typography variant="h5" component="p" fontWeight={700} sx={{ mt: 0.5 }}>
              {figure === 'costKrw' ? formatKrw(totals[figure], i18n.language) : formatCount(totals[figure])}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {shareLine(t, figure, totals)}
            </Typography>
            <ChangeLine figure={figure} current={totals[figure]} previous={previous[figure]} />
          </Paper>
        );
      })}
    </Box>
  );
}
