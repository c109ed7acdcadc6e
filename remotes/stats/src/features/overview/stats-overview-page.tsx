import { useState } from 'react';
import { Alert, Box, Button, Skeleton, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { StatsChannel } from '@console/contracts/stats';
import { addDays, isoDateInSeoul } from '@console/ui/format';
import { PageHeader } from '@console/ui/page-header';
import { SelectFilter } from '@console/ui/select-filter';
import { useStatsOverview, type StatsRange } from './get-stats-overview';
import { StatsDailyTable } from './stats-daily-table';
import { StatsRangeForm } from './stats-range-form';
import { STATS_SCOPES, type StatsScope } from './stats-scopes';
import { StatsTotals } from './stats-totals';
import { dailyFigures, sumTotals } from './summarize-stats';

/** The last 7 days, today included, by the calendar in Seoul. */
export function defaultStatsRange(now = new Date()): StatsRange {
  const to = isoDateInSeoul(now);
  return { from: addDays(to, -6), to };
}

/** /console/stats/{sms,rcs,kakao}: totals and daily figures of one service across the user's teams. */
export function StatsOverviewPage({ scope }: { scope: StatsScope }) {
  const { t } = useTranslation();
  const [range, setRange] = useState<StatsRange>(() => defaultStatsRange());
  const [channel, setChannel] = useState('');
  const overview = useStatsOverview(range);
  const scopeChannels: readonly StatsChannel[] = STATS_SCOPES[scope];
  const channels = scopeChannels.filter((c) => channel === '' || c === channel);
  const days = overview.data ? dailyFigures(overview.data, channels) : [];
  const hasSends = days.some((day) => day.requested > 0);

  return (
    <Box>
      <PageHeader title={t(`overview.pages.${scope}.title`)} description={t(`overview.pages.${scope}.description`)} />
      <StatsRangeForm value={range} onSubmit={setRange} />
      {scopeChannels.length > 1 ? (
        <Stack direction="row" sx={{ mb: 2 }}>
          <SelectFilter
            label={t('overview.channel')}
            value={channel}
            options={scopeChannels.map((c) => ({ value: c, label: t(`overview.channels.${c}`) }))}
            onChange={setChannel}
          />
        </Stack>
      ) : null}
      {overview.isPending ? <Skeleton variant="rounded" height={240} data-testid="stats-loading" /> : null}
      {overview.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void overview.refetch()}>
              {t('overview.retry')}
            </Button>
          }
        >
          {t('overview.loadFailed')}
        </Alert>
      ) : null}
      {overview.data ? (
        <>
          <StatsTotals totals={sumTotals(overview.data, channels)} />
          {hasSends ? <StatsDailyTable days={days} /> : <Alert severity="info">{t('overview.empty')}</Alert>}
        </>
      ) : null}
    </Box>
  );
}
