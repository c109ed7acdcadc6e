import { Box, Paper, Typography } from '@mui/material';
import type { SendStatsFigures } from '@console/contracts/stats';
import { formatCount, formatKrw } from '../format';
import { StatsCardList } from './total-cards';
import { changeRate, FIGURES, formatPercent, shareOf, type Figure } from './figures';
import { useStatsTranslation } from './stats-resources';

/** The line under a figure: its share of the requests (or the VAT note for the cost). */
function shareLine(t: ReturnType<typeof useStatsTranslation>['t'], figure: Figure, totals: SendStatsFigures): string {
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

interface ChangeLineProps {
  figure: Figure;
  current: number;
  previous: number;
  /** Whether anything was sent in the previous period at all (only told apart when `tellNoneBefore`). */
  previousSent: boolean;
}

function ChangeLine({ figure, current, previous, previousSent }: ChangeLineProps) {
  const { t } = useStatsTranslation();
  const rate = changeRate(current, previous);
  // Nothing to compare with: say so once, without "이전 기간 대비".
  if (rate === null && current > 0)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t(previousSent ? 'stats.kpi.noneBefore' : 'stats.kpi.noPrevious')}
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

interface KpiCardsProps {
  totals: SendStatsFigures;
  previous: SendStatsFigures;
  /**
   * Whether a figure that was zero before says "none in the previous period" when other messages
   * were sent then; otherwise every figure without a previous value says "nothing sent before".
   */
  tellNoneBefore?: boolean;
}

function KpiCard({ figure, totals, previous, tellNoneBefore }: KpiCardsProps & { figure: Figure }) {
  const { t, i18n } = useStatsTranslation();
  const name = t(`stats.figures.${figure}`);
  const value = totals[figure];
  return (
    <Paper component="li" variant="outlined" aria-label={name} sx={{ p: 2 }}>
      <Typography variant="body2" color="text.secondary" fontWeight={600}>
        {name}
      </Typography>
      <Typography variant="h5" component="p" fontWeight={700} sx={{ mt: 0.5 }}>
        {figure === 'costKrw' ? formatKrw(value, i18n.language) : formatCount(value)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {shareLine(t, figure, totals)}
      </Typography>
      <ChangeLine
        figure={figure}
        current={value}
        previous={previous[figure]}
        previousSent={Boolean(tellNoneBefore) && previous.requested > 0}
      />
    </Paper>
  );
}

/** One card per figure of the range: the total, its share of the requests and the change from the previous period. */
export function StatsKpiCards({ totals, previous, tellNoneBefore }: KpiCardsProps) {
  return (
    <StatsCardList columns={{ xs: 2, md: 3, lg: 5 }}>
      {FIGURES.map((figure) => (
        <KpiCard key={figure} figure={figure} totals={totals} previous={previous} tellNoneBefore={tellNoneBefore} />
      ))}
    </StatsCardList>
  );
}
