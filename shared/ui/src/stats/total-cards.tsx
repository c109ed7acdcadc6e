import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { useStatsTranslation } from './stats-resources';

/** How many cards a row holds, by breakpoint. */
export type StatsCardColumns = Partial<Record<'xs' | 'sm' | 'md' | 'lg', number>>;

/** The list of the range's totals ("기간 합계"), one card per figure. */
export function StatsCardList({ columns, children }: { columns: StatsCardColumns; children: ReactNode }) {
  const { t } = useStatsTranslation();
  const gridTemplateColumns = Object.fromEntries(
    Object.entries(columns).map(([breakpoint, count]) => [breakpoint, `repeat(${count}, 1fr)`]),
  );
  return (
    <Box
      component="ul"
      aria-label={t('stats.kpi.label')}
      sx={{ display: 'grid', gridTemplateColumns, gap: 2, p: 0, m: 0, mb: 3, listStyle: 'none' }}
    >
      {children}
    </Box>
  );
}

export interface StatsTotal {
  key: string;
  /** The figure's name, also the card's accessible name. */
  name: string;
  /** The total as it reads ('1,234', '12,000원', '3분 20초'). */
  value: string;
}

/** The range's totals as plain cards: the figure's name and its total. */
export function StatsTotalCards({ totals, columns }: { totals: StatsTotal[]; columns: StatsCardColumns }) {
  return (
    <StatsCardList columns={columns}>
      {totals.map((total) => (
        <Paper key={total.key} component="li" variant="outlined" aria-label={total.name} sx={{ p: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {total.name}
          </Typography>
          <Typography variant="h5" component="p" sx={{ mt: 0.5, fontWeight: 700 }}>
            {total.value}
          </Typography>
        </Paper>
      ))}
    </StatsCardList>
  );
}
