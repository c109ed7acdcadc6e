import { useId } from 'react';
import {
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { UsageReport } from '@console/contracts/billing';
import { formatCount, formatKrw } from '@console/ui/format';
import { formatUsagePeriod } from './usage-periods';

const COUNT_COLUMNS = ['requested', 'delivered', 'failed', 'fallback'] as const;

/** DOMAIN.md's columns: date, team, channel, type, requested, delivered (charged), failed (not charged), fallback, unit price, amount. */
export function UsageTable({ report }: { report: UsageReport }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const krw = (value: number) => formatKrw(value, i18n.language);
  const typeName = (type: string) => t(`usage.types.${type}`, { defaultValue: type });
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ mb: 3, overflow: 'hidden' }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ px: 2.5, pt: 2 }}>
        {t('usage.table.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2.5 }}>
        {t('usage.table.note')}
      </Typography>
      {/* It scrolls under a fixed header: reachable and named for keyboard users (WCAG 2.1.1). */}
      <TableContainer
        tabIndex={0}
        role="group"
        aria-labelledby={headingId}
        sx={{
          mt: 1,
          maxHeight: 560,
          '&:focus-visible': { outline: (theme) => `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
        }}
      >
        <Table size="small" stickyHeader aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell>{t('usage.table.columns.period')}</TableCell>
              <TableCell>{t('usage.table.columns.team')}</TableCell>
              <TableCell>{t('usage.table.columns.channel')}</TableCell>
              <TableCell>{t('usage.table.columns.type')}</TableCell>
              {COUNT_COLUMNS.map((column) => (
                <TableCell key={column} align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {t(`usage.table.columns.${column}`)}
                </TableCell>
              ))}
              <TableCell align="right">{t('usage.table.columns.unitPrice')}</TableCell>
              <TableCell align="right">{t('usage.table.columns.amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.rows.map((row) => (
              <TableRow key={`${row.period}-${row.teamSeq}-${row.channel}-${row.type}`} hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatUsagePeriod(row.period)}</TableCell>
                <TableCell>{row.teamName}</TableCell>
                <TableCell>{t(`usage.channels.${row.channel}`)}</TableCell>
                <TableCell>{typeName(row.type)}</TableCell>
                {COUNT_COLUMNS.map((column) => (
                  <TableCell key={column} align="right">
                    {formatCount(row[column])}
                  </TableCell>
                ))}
                <TableCell align="right">{krw(row.unitPriceKrw)}</TableCell>
                <TableCell align="right">{krw(row.amountKrw)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow sx={{ '& td': { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' } }}>
              <TableCell colSpan={4}>{t('usage.table.total')}</TableCell>
              {COUNT_COLUMNS.map((column) => (
                <TableCell key={column} align="right">
                  {formatCount(report.totals[column])}
                </TableCell>
              ))}
              <TableCell />
              <TableCell align="right">{krw(report.totals.amountKrw)}</TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
    </Paper>
  );
}
