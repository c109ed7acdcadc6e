import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatCount, formatKrw } from '@console/ui/format';
import type { DailyFigures } from './summarize-stats';

const COUNTS = ['requested', 'success', 'failure', 'fallback'] as const;

/** The chosen channels added up per day. */
export function StatsDailyTable({ days }: { days: DailyFigures[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label={t('overview.daily')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('overview.date')}</TableCell>
              {COUNTS.map((figure) => (
                <TableCell key={figure} align="right">
                  {t(`overview.figures.${figure}`)}
                </TableCell>
              ))}
              <TableCell align="right">{t('overview.figures.costKrw')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {days.map((day) => (
              <TableRow key={day.date}>
                <TableCell>{day.date.replaceAll('-', '.')}</TableCell>
                {COUNTS.map((figure) => (
                  <TableCell key={figure} align="right">
                    {formatCount(day[figure])}
                  </TableCell>
                ))}
                <TableCell align="right">{formatKrw(day.costKrw, i18n.language)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
