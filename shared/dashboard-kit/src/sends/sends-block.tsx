import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { DashboardSends } from '@console/contracts/dashboard';
import { formatCount, formatKrw } from '@console/ui/format';
import { BlockFrame } from '../block-frame';
import { useDashboardTranslation } from '../dashboard-texts';
import { useDashboardSends } from './get-dashboard-sends';
import { SendsChart } from './sends-chart';

const FIGURES = ['requested', 'delivered', 'failed', 'costKrw'] as const;

function Totals({ sends }: { sends: DashboardSends }) {
  const { t, i18n } = useDashboardTranslation();
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' }, gap: 2, m: 0 }}
    >
      {FIGURES.map((figure) => (
        <Box key={figure} sx={{ m: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t(`sends.figures.${figure}`)}
            {figure === 'costKrw' ? ` (${t('sends.costNote')})` : ''}
          </Typography>
          <Typography
            component="dd"
            variant="h5"
            fontWeight={700}
            sx={{ m: 0 }}
            data-testid={`dashboard-sends-${figure}`}
          >
            {figure === 'costKrw' ? formatKrw(sends.totals.costKrw, i18n.language) : formatCount(sends.totals[figure])}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function ChannelTable({ sends }: { sends: DashboardSends }) {
  const { t, i18n } = useDashboardTranslation();
  return (
    <Table size="small" aria-label={t('sends.byChannel')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('sends.channel')}</TableCell>
          {FIGURES.map((figure) => (
            <TableCell key={figure} align="right">
              {t(`sends.figures.${figure}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {sends.byChannel.map((row) => (
          <TableRow key={row.channel}>
            <TableCell component="th" scope="row">
              {t(`sends.channels.${row.channel}`)}
            </TableCell>
            <TableCell align="right">{formatCount(row.requested)}</TableCell>
            <TableCell align="right">{formatCount(row.delivered)}</TableCell>
            <TableCell align="right">{formatCount(row.failed)}</TableCell>
            <TableCell align="right">{formatKrw(row.costKrw, i18n.language)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** This month's sends and cost of the teams (or one team): totals, a small daily chart, by channel. */
export function SendsBlock({ teamSeq }: { teamSeq?: number }) {
  const { t } = useDashboardTranslation();
  const sends = useDashboardSends(teamSeq);
  const data = sends.data;
  return (
    <BlockFrame
      title={t('sends.title')}
      testId="dashboard-sends"
      query={sends}
      empty={data?.totals.requested === 0}
      emptyText={t('sends.empty')}
      failedText={t('sends.failed')}
      skeletonHeight={320}
      aside={
        data ? (
          <Typography variant="body2" color="text.secondary">
            {t('sends.range', { from: data.from.replaceAll('-', '.'), to: data.to.slice(5).replace('-', '.') })}
          </Typography>
        ) : null
      }
    >
      {data ? (
        <Stack spacing={2}>
          <Totals sends={data} />
          <SendsChart daily={data.daily} />
          <ChannelTable sends={data} />
        </Stack>
      ) : null}
    </BlockFrame>
  );
}
