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
import type { SendStatsFigures } from '@console/contracts/stats';
import { formatCount, formatKrw } from '../format';
import { formatPercent, shareOf } from './figures';
import { useStatsTranslation } from './stats-resources';

/** A column that says what a row is: the period, the team, the template ... */
export interface StatsKeyColumn<T> {
  header: string;
  render(row: T): ReactNode;
  /** Keeps the cell on one line (dates). */
  noWrap?: boolean;
}

/** A figure column, right-aligned; it reads a row or the total. */
export interface StatsFigureColumn<F> {
  key: string;
  header: string;
  render(figures: F): ReactNode;
}

export interface StatsTableProps<T extends F, F> {
  /** The section's heading, also the table's accessible name. */
  title: string;
  note?: string;
  keyColumns: StatsKeyColumn<T>[];
  figureColumns: StatsFigureColumn<F>[];
  rows: T[];
  rowKey(row: T): string | number;
  /** A 합계 row under the rows. */
  total?: F;
  /** Long tables (hourly over a month) scroll inside the section, under a fixed header. */
  maxHeight?: number;
}

/** The figures of a statistics page by period, team, type ...: key columns, figure columns and a total. */
export function StatsTable<T extends F, F>(props: StatsTableProps<T, F>) {
  const { title, note, keyColumns, figureColumns, rows, rowKey, total, maxHeight } = props;
  const { t } = useStatsTranslation();
  const headingId = useId();
  const figureCells = (figures: F) =>
    figureColumns.map((column) => (
      <TableCell key={column.key} align="right">
        {column.render(figures)}
      </TableCell>
    ));
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
      {/* It may scroll (wide or long): reachable and named for keyboard users (WCAG 2.1.1). */}
      <TableContainer
        tabIndex={0}
        role="group"
        aria-labelledby={headingId}
        sx={{
          mt: 1,
          maxHeight,
          '&:focus-visible': { outline: (theme) => `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
        }}
      >
        <Table size="small" stickyHeader={Boolean(maxHeight)} aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              {keyColumns.map((column) => (
                <TableCell key={column.header}>{column.header}</TableCell>
              ))}
              {figureColumns.map((column) => (
                <TableCell key={column.key} align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)} hover>
                {keyColumns.map((column) => (
                  <TableCell key={column.header} sx={column.noWrap ? { whiteSpace: 'nowrap' } : undefined}>
                    {column.render(row)}
                  </TableCell>
                ))}
                {figureCells(row)}
              </TableRow>
            ))}
          </TableBody>
          {total ? (
            <TableFooter>
              <TableRow sx={{ '& td': { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' } }}>
                <TableCell colSpan={keyColumns.length > 1 ? keyColumns.length : undefined}>
                  {t('stats.total')}
                </TableCell>
                {figureCells(total)}
              </TableRow>
            </TableFooter>
          ) : null}
        </Table>
      </TableContainer>
    </Paper>
  );
}

export interface StatsFiguresTableProps<T extends SendStatsFigures> {
  /** The section's heading, also the table's accessible name. */
  title: string;
  note?: string;
  /** What a row is: the period, the team, the template ... */
  keyColumn: StatsKeyColumn<T>;
  rows: T[];
  rowKey(row: T): string | number;
  /** A 합계 row under the rows. */
  total?: SendStatsFigures;
  /** Long tables (hourly over a month) scroll inside the section, under a fixed header. */
  maxHeight?: number;
}

/** Requested, delivered, failed, fallback, success rate and cost per row, with an optional total. */
export function StatsFiguresTable<T extends SendStatsFigures>({ keyColumn, ...props }: StatsFiguresTableProps<T>) {
  const { t, i18n } = useStatsTranslation();
  const count = (figure: 'requested' | 'delivered' | 'failed' | 'fallback'): StatsFigureColumn<SendStatsFigures> => ({
    key: figure,
    header: t(`stats.figures.${figure}`),
    render: (figures) => formatCount(figures[figure]),
  });
  const figureColumns: StatsFigureColumn<SendStatsFigures>[] = [
    count('requested'),
    count('delivered'),
    count('failed'),
    count('fallback'),
    {
      key: 'successRate',
      header: t('stats.figures.successRate'),
      render: (figures) => formatPercent(shareOf(figures.delivered, figures.requested)),
    },
    {
      key: 'costKrw',
      header: t('stats.figures.costKrw'),
      render: (figures) => formatKrw(figures.costKrw, i18n.language),
    },
  ];
  return <StatsTable<T, SendStatsFigures> {...props} keyColumns={[keyColumn]} figureColumns={figureColumns} />;
}
