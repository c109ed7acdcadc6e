import { useId, type ReactNode } from 'react';
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
import type { SendStatsFigures } from '@console/contracts/stats';
import { formatCount, formatKrw } from '@console/ui/format';
import { formatPercent, shareOf } from './stats-figures';

export interface StatsFiguresTableProps<T extends SendStatsFigures> {
  /** The section's heading, also the table's accessible name. */
  title: string;
  note?: string;
  /** What a row is: the period, the team, the type. */
  keyColumn: { header: string; render(row: T): ReactNode };
  rows: T[];
  rowKey(row: T): string | number;
  /** A 합계 row under the rows. */
  total?: SendStatsFigures;
  /** Long tables (hourly over a month) scroll inside the section, under a fixed header. */
  maxHeight?: number;
}

const HEADERS = ['requested', 'delivered', 'failed', 'fallback', 'successRate', 'costKrw'] as const;

function FigureCells({ figures }: { figures: SendStatsFigures }) {
  const { i18n } = useTranslation();
  return (
    <>
      <TableCell align="right">{formatCount(figures.requested)}</TableCell>
      <TableCell align="right">{formatCount(figures.delivered)}</TableCell>
      <TableCell align="right">{formatCount(figures.failed)}</TableCell>
      <TableCell align="right">{formatCount(figures.fallback)}</TableCell>
      <TableCell align="right">{formatPercent(shareOf(figures.delivered, figures.requested))}</TableCell>
      <TableCell align="right">{formatKrw(figures.costKrw, i18n.language)}</TableCell>
    </>
  );
}

/** Requested, delivered, failed, fallback, success rate and cost per row, with an optional total. */
export function StatsFiguresTable<T extends SendStatsFigures>(props: StatsFiguresTableProps<T>) {
  const { title, note, keyColumn, rows, rowKey, total, maxHeight } = props;
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ mb: 3, overflow: 'hidden' }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ px: 2.5, pt: 2 }}>
        {title}
      </Typography>
      {note ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2.5 }}>
          {note}
        </Typography>
      ) : null}
      <TableContainer sx={{ mt: 1, maxHeight }}>
        <Table size="small" stickyHeader={Boolean(maxHeight)} aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell>{keyColumn.header}</TableCell>
              {HEADERS.map((figure) => (
                <TableCell key={figure} align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {t(`stats.figures.${figure}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)} hover>
                <TableCell>{keyColumn.render(row)}</TableCell>
                <FigureCells figures={row} />
              </TableRow>
            ))}
          </TableBody>
          {total ? (
            <TableFooter>
              <TableRow sx={{ '& td': { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' } }}>
                <TableCell>{t('stats.total')}</TableCell>
                <FigureCells figures={total} />
              </TableRow>
            </TableFooter>
          ) : null}
        </Table>
      </TableContainer>
    </Paper>
  );
}
