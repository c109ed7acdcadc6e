import { useState } from 'react';
import {
  alpha,
  Box,
  FormControlLabel,
  Paper,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BulkTemplateReport } from '@console/contracts/kakao';
import { bulkFieldLabel } from './bulk-report-fields';

export interface BulkReportTableProps {
  report: BulkTemplateReport;
  /** The sheet row of each sent row (report row N is sheetRows[N - 1]). */
  sheetRows: number[];
}

/** The server's verdict per row: the sheet row, the code and each problem in Korean; rows with problems stand out. */
export function BulkReportTable({ report, sheetRows }: BulkReportTableProps) {
  const { t } = useTranslation();
  const [onlyProblems, setOnlyProblems] = useState(false);
  const hasProblems = report.rows.some((row) => row.problems.length > 0);
  const shown = onlyProblems ? report.rows.filter((row) => row.problems.length > 0) : report.rows;
  return (
    <Box>
      {hasProblems ? (
        <FormControlLabel
          control={<Switch size="small" checked={onlyProblems} onChange={(_, checked) => setOnlyProblems(checked)} />}
          label={t('alimtalkBulk.report.onlyProblems')}
          // The small switch has less padding than the label's -11px offset assumes.
          sx={{ mb: 1, ml: 0 }}
        />
      ) : null}
      <Paper variant="outlined">
        <TableContainer sx={{ maxHeight: 560 }}>
          <Table size="small" stickyHeader aria-label={t('alimtalkBulk.report.table')}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 80 }}>{t('alimtalkBulk.report.columns.row')}</TableCell>
                <TableCell sx={{ width: 200 }}>{t('alimtalkBulk.report.columns.code')}</TableCell>
                <TableCell>{t('alimtalkBulk.report.columns.result')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((row) => {
                const bad = row.problems.length > 0;
                return (
                  <TableRow
                    key={row.row}
                    data-problem={bad ? 'true' : undefined}
                    sx={bad ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.06) } : undefined}
                  >
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {t('alimtalkBulk.report.rowNumber', { row: sheetRows[row.row - 1] ?? row.row + 1 })}
                    </TableCell>
                    <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                      {row.code || t('alimtalkBulk.report.noCode')}
                    </TableCell>
                    <TableCell>
                      {bad ? (
                        <Box component="ul" sx={{ m: 0, pl: 2 }}>
                          {row.problems.map((problem, index) => {
                            const label = bulkFieldLabel(problem.field);
                            return (
                              <Typography component="li" variant="body2" color="error.main" key={index}>
                                {label ? <strong>{label}: </strong> : null}
                                {problem.message}
                              </Typography>
                            );
                          })}
                        </Box>
                      ) : (
                        <Typography variant="body2" color="success.main">
                          {t('alimtalkBulk.report.ok')}
                        </Typography>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
    </Box>
  );
}
