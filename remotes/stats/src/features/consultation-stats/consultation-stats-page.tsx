import { useState } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  ConsultationStatsQuery,
  type ConsultationFigures,
  type ConsultationStatsReport,
} from '@console/contracts/consultation';
import { ExportButton } from '@console/ui/export-button';
import { formatCount } from '@console/ui/format';
import { PageHeader } from '@console/ui/page-header';
import { SelectFilter } from '@console/ui/select-filter';
import { StatsFilterForm } from '@console/ui/stats/filter-form';
import { defaultRange } from '@console/ui/stats/range';
import { useStatsFilters } from '@console/ui/stats/use-stats-filters';
import { StatsTable, type StatsKeyColumn } from '@console/ui/stats/figures-table';
import { StatsResult } from '@console/ui/stats/stats-result';
import { StatsTotalCards } from '@console/ui/stats/total-cards';
import { useVisibleTeams } from '../channel-stats/get-channel-stats';
import { ConsultationChartPanel } from './consultation-chart-panel';
import { formatResponseTime } from './format-response-time';
import { CONSULTATION_STATS_EXPORT_URL, consultationStatsParams, useConsultationStats } from './get-consultation-stats';

/** '2026-11-21' -> '2026.11.21', as the console writes dates. */
const day = (isoDate: string) => isoDate.replaceAll('-', '.');

const FIGURES = ['sessions', 'inbound', 'outbound', 'avgFirstResponseSeconds', 'unanswered'] as const;

function FiguresTable<T extends ConsultationFigures>(props: {
  title: string;
  keyColumns: StatsKeyColumn<T>[];
  rows: T[];
  rowKey(row: T): string;
  total?: ConsultationFigures;
}) {
  const { t } = useTranslation();
  return (
    <StatsTable<T, ConsultationFigures>
      {...props}
      maxHeight={480}
      figureColumns={FIGURES.map((figure) => ({
        key: figure,
        header: t(`stats.kakaoCs.figures.${figure}`),
        render: (figures) =>
          figure === 'avgFirstResponseSeconds'
            ? formatResponseTime(figures.avgFirstResponseSeconds, t)
            : formatCount(figures[figure]),
      }))}
    />
  );
}

function Report({ report }: { report: ConsultationStatsReport }) {
  const { t } = useTranslation();
  const { totals } = report;
  if (totals.sessions + totals.inbound + totals.outbound === 0) {
    return (
      <Paper variant="outlined" sx={{ py: 8, px: 3, textAlign: 'center' }}>
        <Typography variant="h6" component="p">
          {t('stats.kakaoCs.empty')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('stats.kakaoCs.emptyHint')}
        </Typography>
      </Paper>
    );
  }
  const teamName = new Map(report.teams.map((team) => [team.teamSeq, team.teamName]));
  return (
    <>
      <StatsTotalCards
        columns={{ xs: 2, md: 5 }}
        totals={FIGURES.map((figure) => ({
          key: figure,
          name: t(`stats.kakaoCs.figures.${figure}`),
          value:
            figure === 'avgFirstResponseSeconds'
              ? formatResponseTime(totals.avgFirstResponseSeconds, t)
              : formatCount(totals[figure]),
        }))}
      />
      <ConsultationChartPanel report={report} />
      <FiguresTable
        title={t('stats.kakaoCs.dayTable')}
        keyColumns={[{ header: t('stats.kakaoCs.day'), render: (row) => day(row.day) }]}
        rows={report.series}
        rowKey={(row) => row.day}
        total={totals}
      />
      <FiguresTable
        title={t('stats.kakaoCs.profileTable')}
        keyColumns={[
          { header: t('stats.kakaoCs.day'), render: (row) => day(row.day) },
          { header: t('stats.kakaoCs.profile'), render: (row) => row.channelName },
          { header: t('stats.filters.team'), render: (row) => teamName.get(row.teamSeq) ?? row.teamSeq },
        ]}
        rows={report.rows}
        rowKey={(row) => `${row.day}-${row.senderProfileSeq}`}
      />
    </>
  );
}

/**
 * /console/stats/kakao-cs: Kakao consultation talk (상담톡) of the teams the user may see, by day and
 * sender profile: sessions, messages in and out, the average time to the first reply and the sessions
 * nobody answered: a chart, a table by day, a table by day and profile, and a CSV of the same query.
 */
export function ConsultationStatsPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState<ConsultationStatsQuery>(() => defaultRange('DAY'));
  const statistics = useConsultationStats(query);
  const report = statistics.data;
  const teams = useVisibleTeams();
  const { apply, filterFormProps } = useStatsFilters(ConsultationStatsQuery, query, setQuery);
  const choose = (field: 'teamSeq' | 'senderProfileSeq', value: string) => {
    const seq = value === '' ? undefined : Number(value);
    apply(field === 'teamSeq' ? { teamSeq: seq, senderProfileSeq: undefined } : { senderProfileSeq: seq });
  };
  const profiles = (report?.profiles ?? []).filter((p) => !query.teamSeq || p.teamSeq === query.teamSeq);

  return (
    <Box>
      <PageHeader
        title={t('stats.kakaoCs.title')}
        description={t('stats.kakaoCs.description')}
        actions={
          <ExportButton
            url={CONSULTATION_STATS_EXPORT_URL}
            params={consultationStatsParams(query)}
            fallbackName={t('stats.kakaoCs.exportName')}
          />
        }
      />
      <StatsFilterForm {...filterFormProps} units={['DAY']} presets={false}>
        <SelectFilter
          label={t('stats.filters.team')}
          value={query.teamSeq ? String(query.teamSeq) : ''}
          options={(teams.data?.items ?? []).map((team) => ({ value: String(team.teamSeq), label: team.name }))}
          onChange={(next) => choose('teamSeq', next)}
          minWidth={180}
        />
        <SelectFilter
          label={t('stats.kakaoCs.profile')}
          value={query.senderProfileSeq ? String(query.senderProfileSeq) : ''}
          options={profiles.map((profile) => ({ value: String(profile.seq), label: profile.channelName }))}
          onChange={(next) => choose('senderProfileSeq', next)}
          minWidth={180}
        />
      </StatsFilterForm>
      <StatsResult query={statistics} loadingTestId="stats-loading">
        {(report) => <Report report={report} />}
      </StatsResult>
    </Box>
  );
}
