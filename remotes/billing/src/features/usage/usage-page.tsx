import { useState } from 'react';
import { Alert, Box, Button, Paper, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { UsageReport } from '@console/contracts/billing';
import { isApiError } from '@console/platform/api-error';
import { ExportButton } from '@console/ui/export-button';
import { PageHeader } from '@console/ui/page-header';
import { USAGE_EXPORT_URL, usageParams, useUsage, type UsageFilter } from './get-usage';
import { useVisibleTeams } from './get-visible-teams';
import { UsageChartPanel } from './usage-chart-panel';
import { UsageFilterForm } from './usage-filter-form';
import { formatUsagePeriod } from './usage-periods';
import { defaultUsageRange } from './usage-range';
import { UsageTable } from './usage-table';
import { UsageTotals } from './usage-totals';

function UsageResult({ report }: { report: UsageReport }) {
  const { t } = useTranslation();
  if (report.rows.length === 0) {
    return (
      <Paper variant="outlined" sx={{ py: 8, px: 3, textAlign: 'center' }} data-testid="usage-empty">
        <Typography variant="h6" component="p">
          {t('usage.empty')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('usage.emptyHint')}
        </Typography>
      </Paper>
    );
  }
  return (
    <>
      <UsageTotals totals={report.totals} />
      <UsageChartPanel report={report} />
      <UsageTable report={report} />
    </>
  );
}

/**
 * /console/billing/history: what the business (a master) or the caller's teams (anyone else) sent
 * and were charged, by day or month, per team, channel and type, with a chart and a CSV of the same
 * query. Every role may see it; the server limits the teams.
 */
export function UsagePage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<UsageFilter>(() => ({ unit: 'DAY', ...defaultUsageRange('DAY') }));
  const usage = useUsage(filter);
  const teams = useVisibleTeams();
  const report = usage.data;
  // A refused query (4xx) says why in Korean; anything else gets the page's own sentence.
  const failure =
    isApiError(usage.error) && usage.error.status >= 400 && usage.error.status < 500
      ? usage.error.message
      : t('usage.loadFailed');

  return (
    <Box>
      <PageHeader
        title={t('usage.title')}
        description={t('usage.description')}
        actions={
          <ExportButton url={USAGE_EXPORT_URL} params={usageParams(filter)} fallbackName={t('usage.exportName')} />
        }
      />
      <UsageFilterForm value={filter} onSubmit={setFilter} teams={teams.data?.items ?? []} />
      {report ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {t('usage.period', { from: formatUsagePeriod(report.from), to: formatUsagePeriod(report.to) })}
        </Typography>
      ) : null}
      {usage.isError ? (
        <Alert
          severity="error"
          sx={{ mb: 3 }}
          action={
            <Button color="inherit" size="small" onClick={() => void usage.refetch()}>
              {t('usage.retry')}
            </Button>
          }
        >
          {failure}
        </Alert>
      ) : null}
      {usage.isPending ? <Skeleton variant="rounded" height={420} data-testid="usage-loading" /> : null}
      {report ? (
        <Box aria-busy={usage.isPlaceholderData} sx={{ opacity: usage.isPlaceholderData ? 0.6 : 1 }}>
          <UsageResult report={report} />
        </Box>
      ) : null}
    </Box>
  );
}
