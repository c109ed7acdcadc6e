import { useState, type ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  EMAIL_STATS_FIGURES,
  EmailStatsQuery,
  EmailStatsUnit,
  type EmailStatsFigures,
  type EmailStatsReport,
} from '@console/contracts/email-stats';
import type { SendStatsChartPoint } from '@console/ui/charts/send-stats-chart';
import { ExportButton } from '@console/ui/export-button';
import { formatCount, formatKrw } from '@console/ui/format';
import { PageHeader } from '@console/ui/page-header';
import { SelectFilter } from '@console/ui/select-filter';
import { StatsChartPanel } from '@console/ui/stats/chart-panel';
import { StatsTable, type StatsFigureColumn } from '@console/ui/stats/figures-table';
import { StatsFilterForm } from '@console/ui/stats/filter-form';
import { useStatsFilters } from '@console/ui/stats/use-stats-filters';
import { formatPercent, formatPeriod, periodTick, shareOf } from '@console/ui/stats/figures';
import { defaultRange } from '@console/ui/stats/range';
import { StatsResult } from '@console/ui/stats/stats-result';
import { StatsTotalCards } from '@console/ui/stats/total-cards';
import { useVisibleTeams } from '../channel-stats/get-channel-stats';
import { EMAIL_STATS_EXPORT_URL, emailStatsParams, useEmailStats } from './get-email-stats';

/**
 * A period as the shared send chart draws it: delivered, bounced and the other failures (unsubscribed
 * before sending, no report in time) stacked, requested as the line. Bounces are counted on the day
 * they come back, the failures on the day of sending: the other failures never go below zero.
 */
export function emailChartPoint(
  unit: EmailStatsReport['unit'],
  point: EmailStatsFigures & { period: string },
): SendStatsChartPoint {
  const bounced = point.hardBounced + point.softBounced;
  return {
    key: point.period,
    label: formatPeriod(point.period, (hour) => hour),
    tick: periodTick(unit, point.period, (hour) => hour),
    requested: point.requested,
    delivered: point.delivered,
    failed: bounced,
    fallback: Math.max(0, point.failed - bounced),
    costKrw: point.costKrw,
  };
}

function FilterForm({
  value,
  onSubmit,
  teams,
}: {
  value: EmailStatsQuery;
  onSubmit(query: EmailStatsQuery): void;
  teams: { teamSeq: number; name: string }[];
}) {
  const { t } = useTranslation();
  const { draft, apply, filterFormProps } = useStatsFilters(EmailStatsQuery, value, onSubmit);
  const { teamSeq } = draft;
  return (
    <StatsFilterForm {...filterFormProps} units={EmailStatsUnit.options} presets={false}>
      <SelectFilter
        label={t('stats.filters.team')}
        value={teamSeq ? String(teamSeq) : ''}
        options={teams.map((team) => ({ value: String(team.teamSeq), label: team.name }))}
        onChange={(next) => apply({ teamSeq: next === '' ? undefined : Number(next) })}
        minWidth={180}
      />
    </StatsFilterForm>
  );
}

function FiguresTable<T extends EmailStatsFigures>(props: {
  title: string;
  keyHeader: string;
  keyOf(row: T): string;
  render(row: T): ReactNode;
  rows: T[];
  total: EmailStatsFigures;
}) {
  const { t, i18n } = useTranslation();
  const figureColumns: StatsFigureColumn<EmailStatsFigures>[] = [
    ...EMAIL_STATS_FIGURES.map((figure) => ({
      key: figure,
      header: t(`stats.ems.figures.${figure}`),
      render: (figures: EmailStatsFigures) =>
        figure === 'costKrw' ? formatKrw(figures.costKrw, i18n.language) : formatCount(figures[figure]),
    })),
    {
      key: 'openRate',
      header: t('stats.ems.openRate'),
      render: (figures) => formatPercent(shareOf(figures.opened, figures.delivered)),
    },
  ];
  return (
    <StatsTable<T, EmailStatsFigures>
      title={props.title}
      keyColumns={[{ header: props.keyHeader, render: props.render, noWrap: true }]}
      figureColumns={figureColumns}
      rows={props.rows}
      rowKey={props.keyOf}
      total={props.total}
      maxHeight={480}
    />
  );
}

function ChartPanel({ report }: { report: EmailStatsReport }) {
  const { t } = useTranslation();
  return (
    <StatsChartPanel
      points={report.series.map((point) => emailChartPoint(report.unit, point))}
      period={t('stats.chart.current')}
      labels={{
        requested: t('stats.ems.figures.requested'),
        delivered: t('stats.ems.figures.delivered'),
        failed: t('stats.ems.chartBounced'),
        fallback: t('stats.ems.chartOtherFailures'),
        costKrw: t('stats.ems.figures.costKrw'),
      }}
      testId="stats-chart"
      errorName="stats"
    />
  );
}

function Report({ report }: { report: EmailStatsReport }) {
  const { t, i18n } = useTranslation();
  const { totals } = report;
  if (EMAIL_STATS_FIGURES.every((figure) => totals[figure] === 0)) {
    return (
      <Paper variant="outlined" sx={{ py: 8, px: 3, textAlign: 'center' }}>
        <Typography variant="h6" component="p">
          {t('stats.ems.empty')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('stats.ems.emptyHint')}
        </Typography>
      </Paper>
    );
  }
  const kpis = ['requested', 'delivered', 'opened', 'clicked', 'unsubscribed', 'costKrw'] as const;
  return (
    <>
      <StatsTotalCards
        columns={{ xs: 2, md: 6 }}
        totals={kpis.map((figure) => ({
          key: figure,
          name: t(`stats.ems.figures.${figure}`),
          value: figure === 'costKrw' ? formatKrw(totals.costKrw, i18n.language) : formatCount(totals[figure]),
        }))}
      />
      <ChartPanel report={report} />
      <FiguresTable
        title={t('stats.periodTable.title')}
        keyHeader={t('stats.periodTable.period')}
        keyOf={(row) => row.period}
        render={(row) => formatPeriod(row.period, (hour) => hour)}
        rows={report.series}
        total={totals}
      />
      <FiguresTable
        title={t('stats.teamTable.title')}
        keyHeader={t('stats.teamTable.team')}
        keyOf={(row) => String(row.teamSeq)}
        render={(row) => row.teamName}
        rows={report.byTeam}
        total={totals}
      />
    </>
  );
}

/**
 * /console/stats/ems: the e-mail the teams the user may see (a master: every team of the business)
 * sent, by day or month: requested, delivered, bounced (hard and soft), opened, clicked, unsubscribed
 * and cost, as a chart, by period and by team, with a CSV of the same query.
 */
export function EmailStatsPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState<EmailStatsQuery>(() => ({ unit: 'DAY', ...defaultRange('DAY') }));
  const statistics = useEmailStats(query);
  const teams = useVisibleTeams();
  return (
    <Box>
      <PageHeader
        title={t('stats.ems.title')}
        description={t('stats.ems.description')}
        actions={
          <ExportButton
            url={EMAIL_STATS_EXPORT_URL}
            params={emailStatsParams(query)}
            fallbackName={t('stats.ems.exportName')}
          />
        }
      />
      <FilterForm
        value={query}
        onSubmit={setQuery}
        teams={(teams.data?.items ?? []).map((team) => ({ teamSeq: team.teamSeq, name: team.name }))}
      />
      <StatsResult query={statistics} loadingTestId="stats-loading">
        {(report) => <Report report={report} />}
      </StatsResult>
    </Box>
  );
}
