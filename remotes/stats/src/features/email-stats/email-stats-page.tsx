import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Paper,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  EMAIL_STATS_FIGURES,
  EmailStatsQuery,
  EmailStatsUnit,
  type EmailStatsFigures,
  type EmailStatsReport,
} from '@console/contracts/email-stats';
import { ChartErrorBoundary } from '@console/ui/charts/chart-error-boundary';
import type { SendStatsChartMetric, SendStatsChartPoint } from '@console/ui/charts/send-stats-chart';
import { ExportButton } from '@console/ui/export-button';
import { formatCount, formatKrw } from '@console/ui/format';
import { PageHeader } from '@console/ui/page-header';
import { SelectFilter } from '@console/ui/select-filter';
import { useVisibleTeams } from '../channel-stats/get-channel-stats';
import { formatPercent, formatPeriod, periodTick, shareOf } from '../channel-stats/stats-figures';
import { defaultRange, rangeForUnit } from '../channel-stats/stats-range';
import { EMAIL_STATS_EXPORT_URL, emailStatsParams, useEmailStats } from './get-email-stats';

// The chart and the charts library (a federation singleton) load with this page's chart only.
const SendStatsChart = lazy(() =>
  import('@console/ui/charts/send-stats-chart').then((m) => ({ default: m.SendStatsChart })),
);

type QueryInput = z.input<typeof EmailStatsQuery>;
const CHART_HEIGHT = 320;
/** '2026-11-21' -> '2026.11.21', as the console writes dates. */
const day = (isoDate: string) => isoDate.replaceAll('-', '.');

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
  const { register, handleSubmit, formState, setValue, control } = useForm<QueryInput, unknown, EmailStatsQuery>({
    resolver: zodResolver(EmailStatsQuery),
    defaultValues: value,
    mode: 'onChange',
  });
  const [unit = 'DAY', from = '', to = '', teamSeq] = useWatch({ control, name: ['unit', 'from', 'to', 'teamSeq'] });
  const submit = handleSubmit(onSubmit);
  const apply = (changes: Partial<QueryInput>) => {
    for (const [key, next] of Object.entries(changes))
      setValue(key as keyof QueryInput, next as never, { shouldValidate: true });
    void submit();
  };
  const fromField = register('from');
  const toField = register('to');
  const errors = formState.errors;
  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      aria-label={t('stats.filters.label')}
      onSubmit={submit}
      sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}
    >
      <ToggleButtonGroup
        size="small"
        exclusive
        color="primary"
        value={unit}
        aria-label={t('stats.filters.unit')}
        onChange={(_, next: EmailStatsUnit | null) => {
          if (next && next !== unit) apply({ unit: next, ...rangeForUnit(unit, next, { from, to }) });
        }}
      >
        {EmailStatsUnit.options.map((option) => (
          <ToggleButton key={option} value={option} sx={{ px: 2 }}>
            {t(`stats.filters.units.${option}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TextField
        {...fromField}
        inputRef={fromField.ref}
        type="date"
        size="small"
        label={t('stats.filters.from')}
        error={Boolean(errors.from)}
        helperText={errors.from?.message}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        {...toField}
        inputRef={toField.ref}
        type="date"
        size="small"
        label={t('stats.filters.to')}
        error={Boolean(errors.to)}
        helperText={errors.to?.message ?? t(`stats.filters.rangeHelp.${unit}`)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <SelectFilter
        label={t('stats.filters.team')}
        value={teamSeq ? String(teamSeq) : ''}
        options={teams.map((team) => ({ value: String(team.teamSeq), label: team.name }))}
        onChange={(next) => apply({ teamSeq: next === '' ? undefined : Number(next) })}
        minWidth={180}
      />
      <Button type="submit" variant="contained" sx={{ mt: 0.25 }}>
        {t('stats.filters.search')}
      </Button>
    </Paper>
  );
}

function FigureCells({ figures }: { figures: EmailStatsFigures }) {
  const { i18n } = useTranslation();
  return (
    <>
      {EMAIL_STATS_FIGURES.map((figure) => (
        <TableCell key={figure} align="right">
          {figure === 'costKrw' ? formatKrw(figures.costKrw, i18n.language) : formatCount(figures[figure])}
        </TableCell>
      ))}
      <TableCell align="right">{formatPercent(shareOf(figures.opened, figures.delivered))}</TableCell>
    </>
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
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ mb: 3, overflow: 'hidden' }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ px: 2.5, pt: 2 }}>
        {props.title}
      </Typography>
      <TableContainer sx={{ mt: 1, maxHeight: 480 }}>
        <Table size="small" stickyHeader aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell>{props.keyHeader}</TableCell>
              {EMAIL_STATS_FIGURES.map((figure) => (
                <TableCell key={figure} align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {t(`stats.ems.figures.${figure}`)}
                </TableCell>
              ))}
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {t('stats.ems.openRate')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {props.rows.map((row) => (
              <TableRow key={props.keyOf(row)} hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{props.render(row)}</TableCell>
                <FigureCells figures={row} />
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow sx={{ '& td': { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' } }}>
              <TableCell>{t('stats.total')}</TableCell>
              <FigureCells figures={props.total} />
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
    </Paper>
  );
}

function ChartPanel({ report }: { report: EmailStatsReport }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [metric, setMetric] = useState<SendStatsChartMetric>('counts');
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2.5, mb: 3 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', mb: 1 }}
      >
        <Typography id={headingId} variant="h6" component="h2">
          {t('stats.chart.title')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={metric}
          onChange={(_, value: SendStatsChartMetric | null) => value && setMetric(value)}
          aria-label={t('stats.chart.metric')}
        >
          <ToggleButton value="counts">{t('stats.chart.counts')}</ToggleButton>
          <ToggleButton value="cost">{t('stats.chart.cost')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box data-testid="stats-chart" sx={{ minHeight: CHART_HEIGHT }}>
        <ChartErrorBoundary name="stats" fallback={<Alert severity="warning">{t('stats.chart.failed')}</Alert>}>
          <Suspense
            fallback={<Skeleton variant="rounded" height={CHART_HEIGHT} aria-label={t('stats.chart.loading')} />}
          >
            <SendStatsChart
              points={report.series.map((point) => emailChartPoint(report.unit, point))}
              metric={metric}
              title={t('stats.chart.label', { title: t(`stats.chart.${metric}`), period: t('stats.chart.current') })}
              labels={{
                requested: t('stats.ems.figures.requested'),
                delivered: t('stats.ems.figures.delivered'),
                failed: t('stats.ems.chartBounced'),
                fallback: t('stats.ems.chartOtherFailures'),
                costKrw: t('stats.ems.figures.costKrw'),
              }}
              formatCount={formatCount}
              formatCost={(value) => formatKrw(value, i18n.language)}
              localeText={{ loading: t('stats.chart.loading'), noData: t('stats.chart.noData') }}
              height={CHART_HEIGHT}
            />
          </Suspense>
        </ChartErrorBoundary>
      </Box>
    </Paper>
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
      <Box
        component="ul"
        aria-label={t('stats.kpi.label')}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(6, 1fr)' },
          gap: 2,
          p: 0,
          m: 0,
          mb: 3,
          listStyle: 'none',
        }}
      >
        {kpis.map((figure) => (
          <Paper
            key={figure}
            component="li"
            variant="outlined"
            aria-label={t(`stats.ems.figures.${figure}`)}
            sx={{ p: 2 }}
          >
            <Typography variant="body2" color="text.secondary">
              {t(`stats.ems.figures.${figure}`)}
            </Typography>
            <Typography variant="h5" component="p" sx={{ mt: 0.5, fontWeight: 700 }}>
              {figure === 'costKrw' ? formatKrw(totals.costKrw, i18n.language) : formatCount(totals[figure])}
            </Typography>
          </Paper>
        ))}
      </Box>
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
  const report = statistics.data;
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
      {report ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {t('stats.period', { from: day(report.from), to: day(report.to) })}
        </Typography>
      ) : null}
      {statistics.isError ? (
        <Alert
          severity="error"
          sx={{ mb: 3 }}
          action={
            <Button color="inherit" size="small" onClick={() => void statistics.refetch()}>
              {t('stats.retry')}
            </Button>
          }
        >
          {t('stats.loadFailed')}
        </Alert>
      ) : null}
      {statistics.isPending ? <Skeleton variant="rounded" height={420} data-testid="stats-loading" /> : null}
      {report ? (
        <Box aria-busy={statistics.isPlaceholderData} sx={{ opacity: statistics.isPlaceholderData ? 0.6 : 1 }}>
          <Report report={report} />
        </Box>
      ) : null}
    </Box>
  );
}
