import { useId, useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  ConsultationStatsQuery,
  type ConsultationFigures,
  type ConsultationStatsReport,
} from '@console/contracts/consultation';
import { formatCount } from '@console/ui/format';
import { PageHeader } from '@console/ui/page-header';
import { SelectFilter } from '@console/ui/select-filter';
import { useVisibleTeams } from '../channel-stats/get-channel-stats';
import { defaultRange } from '../channel-stats/stats-range';
import { useConsultationStats } from './get-consultation-stats';

type QueryInput = z.input<typeof ConsultationStatsQuery>;
type Translate = ReturnType<typeof useTranslation>['t'];

/** '2026-11-21' -> '2026.11.21', as the console writes dates. */
const day = (isoDate: string) => isoDate.replaceAll('-', '.');

/** Seconds as "1시간 5분", "3분 20초" or "45초"; '-' when nothing was answered. */
export function formatResponseTime(seconds: number | null, t: Translate): string {
  if (seconds === null) return '-';
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  if (hours > 0) return t('stats.kakaoCs.duration.hours', { hours, minutes });
  if (minutes > 0) return t('stats.kakaoCs.duration.minutes', { minutes, seconds: rest });
  return t('stats.kakaoCs.duration.seconds', { seconds: rest });
}

const FIGURES = ['sessions', 'inbound', 'outbound', 'avgFirstResponseSeconds', 'unanswered'] as const;

function FigureCells({ figures }: { figures: ConsultationFigures }) {
  const { t } = useTranslation();
  return (
    <>
      {FIGURES.map((figure) => (
        <TableCell key={figure} align="right">
          {figure === 'avgFirstResponseSeconds'
            ? formatResponseTime(figures.avgFirstResponseSeconds, t)
            : formatCount(figures[figure])}
        </TableCell>
      ))}
    </>
  );
}

function FiguresTable<T extends ConsultationFigures>(props: {
  title: string;
  keyColumns: { header: string; render(row: T): ReactNode }[];
  rows: T[];
  rowKey(row: T): string;
  total?: ConsultationFigures;
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
              {props.keyColumns.map((column) => (
                <TableCell key={column.header}>{column.header}</TableCell>
              ))}
              {FIGURES.map((figure) => (
                <TableCell key={figure} align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {t(`stats.kakaoCs.figures.${figure}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {props.rows.map((row) => (
              <TableRow key={props.rowKey(row)} hover>
                {props.keyColumns.map((column) => (
                  <TableCell key={column.header}>{column.render(row)}</TableCell>
                ))}
                <FigureCells figures={row} />
              </TableRow>
            ))}
          </TableBody>
          {props.total ? (
            <TableFooter>
              <TableRow sx={{ '& td': { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' } }}>
                <TableCell colSpan={props.keyColumns.length}>{t('stats.total')}</TableCell>
                <FigureCells figures={props.total} />
              </TableRow>
            </TableFooter>
          ) : null}
        </Table>
      </TableContainer>
    </Paper>
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
      <Box
        component="ul"
        aria-label={t('stats.kpi.label')}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(5, 1fr)' },
          gap: 2,
          p: 0,
          m: 0,
          mb: 3,
          listStyle: 'none',
        }}
      >
        {FIGURES.map((figure) => (
          <Paper
            key={figure}
            component="li"
            variant="outlined"
            aria-label={t(`stats.kakaoCs.figures.${figure}`)}
            sx={{ p: 2 }}
          >
            <Typography variant="body2" color="text.secondary">
              {t(`stats.kakaoCs.figures.${figure}`)}
            </Typography>
            <Typography variant="h5" component="p" sx={{ mt: 0.5, fontWeight: 700 }}>
              {figure === 'avgFirstResponseSeconds'
                ? formatResponseTime(totals.avgFirstResponseSeconds, t)
                : formatCount(totals[figure])}
            </Typography>
          </Paper>
        ))}
      </Box>
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
 * nobody answered. A table only: the shared send chart draws delivery figures, not these.
 */
export function ConsultationStatsPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState<ConsultationStatsQuery>(() => defaultRange('DAY'));
  const statistics = useConsultationStats(query);
  const report = statistics.data;
  const teams = useVisibleTeams();
  const { register, handleSubmit, formState, setValue } = useForm<QueryInput, unknown, ConsultationStatsQuery>({
    resolver: zodResolver(ConsultationStatsQuery),
    defaultValues: query,
    mode: 'onChange',
  });
  const submit = handleSubmit(setQuery);
  const choose = (field: 'teamSeq' | 'senderProfileSeq', value: string) => {
    setValue(field, value === '' ? undefined : Number(value), { shouldValidate: true });
    if (field === 'teamSeq') setValue('senderProfileSeq', undefined);
    void submit();
  };
  const fromField = register('from');
  const toField = register('to');
  const errors = formState.errors;
  const profiles = (report?.profiles ?? []).filter((p) => !query.teamSeq || p.teamSeq === query.teamSeq);

  return (
    <Box>
      <PageHeader title={t('stats.kakaoCs.title')} description={t('stats.kakaoCs.description')} />
      <Paper
        component="form"
        variant="outlined"
        noValidate
        aria-label={t('stats.filters.label')}
        onSubmit={submit}
        sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5 }}
      >
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
          helperText={errors.to?.message ?? t('stats.filters.rangeHelp.DAY')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
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
        <Button type="submit" variant="contained" sx={{ mt: 0.25 }}>
          {t('stats.filters.search')}
        </Button>
      </Paper>
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
