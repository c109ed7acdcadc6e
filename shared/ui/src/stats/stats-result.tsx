import type { ReactNode } from 'react';
import { Alert, Box, Button, Skeleton, Typography } from '@mui/material';
import { useStatsTranslation } from './stats-resources';

/** '2026-11-21' -> '2026.11.21', as the console writes dates. */
const day = (isoDate: string) => isoDate.replaceAll('-', '.');

interface Range {
  from: string;
  to: string;
}

/** The part of a query's state the statistics show (a TanStack Query result). */
export interface StatsQueryState<R> {
  data?: R;
  isError: boolean;
  isPending: boolean;
  isPlaceholderData: boolean;
  refetch(): unknown;
}

export interface StatsResultProps<R extends Range> {
  query: StatsQueryState<R>;
  /** The period compared with, when the report has one (said after the period). */
  previous?(report: R): Range;
  /** The loading placeholder's test id. */
  loadingTestId: string;
  /** The report itself; dimmed while the next query's report loads. */
  children(report: R): ReactNode;
}

/**
 * Under the filter of a statistics page: the period shown (and the one compared with), the load
 * failure with a retry, the placeholder while loading, and the report.
 */
export function StatsResult<R extends Range>({ query, previous, loadingTestId, children }: StatsResultProps<R>) {
  const { t } = useStatsTranslation();
  const report = query.data;
  const before = report && previous ? previous(report) : undefined;
  return (
    <>
      {report ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {t('stats.period', { from: day(report.from), to: day(report.to) })}
          {before ? (
            <>
              {' · '}
              {t('stats.previousPeriod', { from: day(before.from), to: day(before.to) })}
            </>
          ) : null}
        </Typography>
      ) : null}
      {query.isError ? (
        <Alert
          severity="error"
          sx={{ mb: 3 }}
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('stats.retry')}
            </Button>
          }
        >
          {t('stats.loadFailed')}
        </Alert>
      ) : null}
      {query.isPending ? <Skeleton variant="rounded" height={420} data-testid={loadingTestId} /> : null}
      {report ? (
        <Box aria-busy={query.isPlaceholderData} sx={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          {children(report)}
        </Box>
      ) : null}
    </>
  );
}
