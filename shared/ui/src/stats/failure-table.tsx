import { useId } from 'react';
import {
  Box,
  LinearProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { SendStatsReport } from '@console/contracts/stats';
import { formatCount } from '../format';
import { formatPercent, shareOf } from './figures';
import { useStatsTranslation } from './stats-resources';

/**
 * The ten most frequent failure reasons of the range, with their share of all failures: those that
 * stayed failed and those a fallback delivered (`failures` counts both).
 */
export interface StatsFailureTableProps {
  report: Pick<SendStatsReport, 'topFailures' | 'totals'>;
  /** A line under the heading (what the failures include). */
  note?: string;
}

export function StatsFailureTable({ report, note }: StatsFailureTableProps) {
  const { t } = useStatsTranslation();
  const headingId = useId();
  const failures = report.topFailures;
  const listed = failures.reduce((sum, failure) => sum + failure.failed, 0);
  const allFailed = Math.max(listed, report.totals.failed + report.totals.fallback);
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ mb: 3, overflow: 'hidden' }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ px: 2.5, pt: 2 }}>
        {t('stats.failures.title')}
      </Typography>
      {note ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2.5 }}>
          {note}
        </Typography>
      ) : null}
      {failures.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2.5, py: 3 }}>
          {t('stats.failures.none')}
        </Typography>
      ) : (
        // It may scroll sideways: reachable and named for keyboard users (WCAG 2.1.1).
        <TableContainer
          tabIndex={0}
          role="group"
          aria-labelledby={headingId}
          sx={{
            mt: 1,
            '&:focus-visible': { outline: (theme) => `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
          }}
        >
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 48 }}>{t('stats.failures.rank')}</TableCell>
                <TableCell>{t('stats.failures.reason')}</TableCell>
                <TableCell align="right" sx={{ width: 88, whiteSpace: 'nowrap' }}>
                  {t('stats.failures.failed')}
                </TableCell>
                <TableCell sx={{ width: 160, whiteSpace: 'nowrap' }}>{t('stats.failures.share')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {failures.map((failure, index) => {
                const share = shareOf(failure.failed, allFailed) ?? 0;
                return (
                  <TableRow key={`${failure.code}-${failure.reason}`} hover>
                    <TableCell>{index + 1}</TableCell>
                    <TableCell>
                      <Typography variant="body2">{failure.reason || t('stats.failures.unknownReason')}</Typography>
                      {failure.code ? (
                        <Typography variant="caption" color="text.secondary">
                          {t('stats.failures.code', { code: failure.code })}
                        </Typography>
                      ) : null}
                    </TableCell>
                    <TableCell align="right">{formatCount(failure.failed)}</TableCell>
                    <TableCell>
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                        <LinearProgress
                          variant="determinate"
                          color="error"
                          value={share}
                          aria-hidden
                          sx={{ flex: 1, height: 6, borderRadius: 3 }}
                        />
                        <Typography variant="body2" sx={{ minWidth: 48, textAlign: 'right' }}>
                          {formatPercent(share)}
                        </Typography>
                      </Box>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
