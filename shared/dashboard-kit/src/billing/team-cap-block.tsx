import { Alert, LinearProgress, Stack, Typography } from '@mui/material';
import { formatKrw } from '@console/ui/format';
import { BlockFrame } from '../block-frame';
import { useDashboardTranslation } from '../dashboard-texts';
import { useTeamCap } from './get-team-cap';

/** From this share of the cap on, the bar and the words turn to a warning. */
export const TEAM_CAP_WARNING_RATE = 0.8;

/** The team dashboard's spend cap: this month's spend against the cap the master set, or "한도 없음". */
export function TeamCapBlock({ teamSeq }: { teamSeq: number }) {
  const { t, i18n } = useDashboardTranslation();
  const cap = useTeamCap(teamSeq);
  const krw = (value: number) => formatKrw(value, i18n.language);
  const data = cap.data;
  const limit = data?.monthlyCapKrw ?? null;
  const rate = data && limit !== null && limit > 0 ? data.spentKrw / limit : 0;
  const state = rate >= 1 ? 'over' : rate >= TEAM_CAP_WARNING_RATE ? 'near' : 'ok';
  return (
    <BlockFrame
      title={t('teamCap.title')}
      testId="dashboard-team-cap"
      query={cap}
      failedText={t('teamCap.failed')}
      skeletonHeight={64}
    >
      {data && limit === null ? (
        <Stack spacing={0.5}>
          <Typography variant="h6" component="p" fontWeight={700} data-testid="dashboard-team-cap-limit">
            {t('teamCap.noCap')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('teamCap.noCapHint', { amount: krw(data.spentKrw) })}
          </Typography>
        </Stack>
      ) : null}
      {data && limit !== null ? (
        <Stack spacing={1} data-state={state}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography fontWeight={700} data-testid="dashboard-team-cap-spent">
              {t('teamCap.spent', { amount: krw(data.spentKrw) })}
            </Typography>
            <Typography color="text.secondary" data-testid="dashboard-team-cap-limit">
              {t('teamCap.cap', { amount: krw(limit) })}
            </Typography>
          </Stack>
          <LinearProgress
            variant="determinate"
            value={Math.min(100, rate * 100)}
            color={state === 'ok' ? 'primary' : state === 'near' ? 'warning' : 'error'}
            aria-label={t('teamCap.usedRate', { rate: Math.floor(rate * 100) })}
            sx={{ height: 8, borderRadius: 4 }}
          />
          <Typography variant="caption" color="text.secondary">
            {t('teamCap.usedRate', { rate: Math.floor(rate * 100) })} · {t('teamCap.note')}
          </Typography>
          {state === 'near' ? <Alert severity="warning">{t('teamCap.nearCap')}</Alert> : null}
          {state === 'over' ? <Alert severity="error">{t('teamCap.overCap')}</Alert> : null}
        </Stack>
      ) : null}
    </BlockFrame>
  );
}
