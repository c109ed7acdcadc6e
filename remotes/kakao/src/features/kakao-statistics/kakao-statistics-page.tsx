import { useState } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SendStatsQuery, SendStatsReport } from '@console/contracts/stats';
import { useTeamSeq } from '@console/platform/hooks';
import { ExportButton } from '@console/ui/export-button';
import { PageHeader } from '@console/ui/page-header';
import { StatsFailureTable } from '@console/ui/stats/failure-table';
import { formatPeriod } from '@console/ui/stats/figures';
import { StatsFiguresTable } from '@console/ui/stats/figures-table';
import { StatsKpiCards } from '@console/ui/stats/kpi-cards';
import { defaultRange } from '@console/ui/stats/range';
import { StatsResult } from '@console/ui/stats/stats-result';
import {
  kakaoStatisticsExportUrl,
  kakaoStatisticsParams,
  useKakaoStatistics,
  type KakaoStatsChannel,
} from './get-kakao-statistics';
import { useKakaoSendOptions } from './get-kakao-send-options';
import { StatisticsChartPanel } from './statistics-chart-panel';
import { StatisticsFilterForm } from './statistics-filter-form';
import { StatisticsTemplateTable } from './statistics-template-table';

function StatisticsReport({ channel, report }: { channel: KakaoStatsChannel; report: SendStatsReport }) {
  const { t } = useTranslation();
  if (report.totals.requested === 0 && report.series.length === 0) {
    return (
      <Paper variant="outlined" sx={{ py: 8, px: 3, textAlign: 'center' }}>
        <Typography variant="h6" component="p">
          {t(`statistics.pages.${channel}.empty`)}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('statistics.emptyHint')}
        </Typography>
      </Paper>
    );
  }
  return (
    <>
      <StatsKpiCards totals={report.totals} previous={report.previous} tellNoneBefore />
      <StatisticsChartPanel report={report} />
      <StatsFiguresTable
        title={t('statistics.periodTable.title')}
        note={t('statistics.periodTable.note')}
        keyColumn={{
          header: t('statistics.periodTable.period'),
          render: (row) => formatPeriod(row.period, (hour) => t('statistics.hour', { hour })),
        }}
        rows={report.series}
        rowKey={(row) => row.period}
        total={report.totals}
        maxHeight={480}
      />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          // Rows are spaced by the sections' own bottom margin.
          columnGap: 3,
          alignItems: 'start',
        }}
      >
        <StatisticsTemplateTable rows={report.byTemplate} />
        <StatsFailureTable report={report} />
      </Box>
    </>
  );
}

/**
 * /console/team/{teamSeq}/kakao/statistics/{alimtalk|brand-message}: what the team sent on the
 * channel by hour, day or month, against the period before, per template, with the main failure
 * reasons and a CSV of the same query. Every team member may see it.
 */
export function KakaoStatisticsPage({ channel }: { channel: KakaoStatsChannel }) {
  const { t } = useTranslation();
  const teamSeq = useTeamSeq();
  const [query, setQuery] = useState<SendStatsQuery>(() => ({ unit: 'DAY', ...defaultRange('DAY') }));
  const statistics = useKakaoStatistics(teamSeq, channel, query);
  const options = useKakaoSendOptions(teamSeq);

  return (
    <Box>
      <PageHeader
        title={t(`statistics.pages.${channel}.title`)}
        description={t(`statistics.pages.${channel}.description`)}
        actions={
          <ExportButton
            url={kakaoStatisticsExportUrl(channel)}
            params={kakaoStatisticsParams(query)}
            fallbackName={t(`statistics.pages.${channel}.exportName`)}
          />
        }
      />
      <StatisticsFilterForm
        value={query}
        onSubmit={setQuery}
        senderProfiles={options.data?.senderProfiles ?? []}
        templates={channel === 'alimtalk' ? (options.data?.templates ?? []) : []}
      />
      <StatsResult query={statistics} previous={(report) => report.previous} loadingTestId="statistics-loading">
        {(report) => <StatisticsReport channel={channel} report={report} />}
      </StatsResult>
    </Box>
  );
}
