import { useState } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ChannelStatsQuery, ChannelStatsReport, StatsPage } from '@console/contracts/stats';
import { ExportButton } from '@console/ui/export-button';
import { PageHeader } from '@console/ui/page-header';
import { StatsFailureTable } from '@console/ui/stats/failure-table';
import { formatPeriod } from '@console/ui/stats/figures';
import { StatsFiguresTable } from '@console/ui/stats/figures-table';
import { StatsKpiCards } from '@console/ui/stats/kpi-cards';
import { defaultRange } from '@console/ui/stats/range';
import { StatsResult } from '@console/ui/stats/stats-result';
import { channelStatsExportUrl, channelStatsParams, useChannelStats, useVisibleTeams } from './get-channel-stats';
import { ChannelStatsChartPanel } from './stats-chart-panel';
import { ChannelStatsFilterForm } from './channel-stats-filter-form';

function StatsReport({ page, report }: { page: StatsPage; report: ChannelStatsReport }) {
  const { t } = useTranslation();
  if (report.totals.requested === 0) {
    return (
      <Paper variant="outlined" sx={{ py: 8, px: 3, textAlign: 'center' }}>
        <Typography variant="h6" component="p">
          {t('stats.empty')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('stats.emptyHint')}
        </Typography>
      </Paper>
    );
  }
  const typeLabel = (type: string) => t(`stats.types.${page}.${type}`, { defaultValue: type });
  return (
    <>
      <StatsKpiCards totals={report.totals} previous={report.previous} />
      <ChannelStatsChartPanel report={report} />
      <StatsFiguresTable
        title={t('stats.periodTable.title')}
        keyColumn={{
          header: t('stats.periodTable.period'),
          render: (row) => formatPeriod(row.period, (hour) => t('stats.hour', { hour })),
        }}
        rows={report.series}
        rowKey={(row) => row.period}
        total={report.totals}
        maxHeight={480}
      />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
          columnGap: 3,
          alignItems: 'start',
        }}
      >
        <StatsFiguresTable
          title={t('stats.teamTable.title')}
          keyColumn={{ header: t('stats.teamTable.team'), render: (row) => row.teamName }}
          rows={report.byTeam}
          rowKey={(row) => row.teamSeq}
        />
        <StatsFiguresTable
          title={t('stats.typeTable.title')}
          keyColumn={{ header: t('stats.typeTable.type'), render: (row) => typeLabel(row.type) }}
          rows={report.byType}
          rowKey={(row) => row.type}
        />
      </Box>
      <StatsFailureTable report={report} note={report.failuresOfAllTypes ? t('stats.failures.allTypes') : undefined} />
    </>
  );
}

/**
 * /console/stats/{sms|rcs|kakao}: what the teams the user may see (a master: every team of the
 * business) sent on the page's channels by hour, day or month, against the period before, per team
 * and per type, with the main failure reasons and a CSV of the same query.
 */
export function ChannelStatsPage({ page }: { page: StatsPage }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState<ChannelStatsQuery>(() => ({ unit: 'DAY', ...defaultRange('DAY') }));
  const statistics = useChannelStats(page, query);
  const teams = useVisibleTeams();

  return (
    <Box>
      <PageHeader
        title={t(`stats.pages.${page}.title`)}
        description={t(`stats.pages.${page}.description`)}
        actions={
          <ExportButton
            url={channelStatsExportUrl(page)}
            params={channelStatsParams(query)}
            fallbackName={t(`stats.pages.${page}.exportName`)}
          />
        }
      />
      <ChannelStatsFilterForm
        page={page}
        value={query}
        onSubmit={setQuery}
        teams={(teams.data?.items ?? []).map((team) => ({ teamSeq: team.teamSeq, name: team.name }))}
      />
      <StatsResult query={statistics} previous={(report) => report.previous} loadingTestId="stats-loading">
        {(report) => <StatsReport page={page} report={report} />}
      </StatsResult>
    </Box>
  );
}
