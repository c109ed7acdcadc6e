import { Button, Stack, Typography } from '@mui/material';
import { Link } from 'react-router';
import { isWithdrawalRequested, roleAllows } from '@console/contracts/roles';
import type { SessionUser } from '@console/contracts/session';
import type { CurrentTeam } from '@console/platform/team-store';
import { useSession, useTeam } from '@console/platform/hooks';
import { BlockFrame } from '../block-frame';
import { useDashboardTranslation } from '../dashboard-texts';

const SETTLED = { isPending: false, isError: false, refetch: () => undefined };

type Blocked = 'noTeam' | 'withdrawing' | 'teamNotActive' | 'notVerified' | 'providerPending';

/** Why the team cannot send yet (the same rules the route guards apply), or null. */
function blockedBy(user: SessionUser, team: CurrentTeam): Blocked | null {
  if (team.teamSeq === null) return 'noTeam';
  if (isWithdrawalRequested(user.role)) return 'withdrawing';
  if (team.status !== null && team.status !== 'ACTIVE') return 'teamNotActive';
  if (!user.verified) return 'notVerified';
  if (user.provider?.approve === 'N') return 'providerPending';
  return null;
}

export interface QuickActionsBlockProps {
  /**
   * The team the actions work in: the current team (useTeam()) unless the host names one, as the
   * console home does before the user has picked a team (the first active one, like its menus).
   */
  team?: CurrentTeam;
}

/** Send a text, send an alimtalk, register a sender number: in the current team, when it can. */
export function QuickActionsBlock({ team: given }: QuickActionsBlockProps) {
  const { t } = useDashboardTranslation();
  const user = useSession((s) => s.user);
  const current = useTeam();
  const team = given ?? current;
  if (!user) return null;
  const blocked = blockedBy(user, team);
  const base = `/console/team/${team.teamSeq}`;
  const actions = [
    { id: 'sendSms', to: `${base}/send/mt`, show: true },
    { id: 'sendAlimtalk', to: `${base}/send/alimtalk`, show: true },
    {
      id: 'registerNumber',
      to: `${base}/service/callback`,
      show: roleAllows(user.role, ['ROLE_MASTER', 'ROLE_MANAGER']),
    },
  ] as const;

  return (
    <BlockFrame title={t('quick.title')} testId="dashboard-quick-actions" query={SETTLED} failedText="">
      <Stack direction={{ xs: 'column', sm: 'row', lg: 'column' }} spacing={1}>
        {actions
          .filter((action) => action.show)
          .map((action, index) => (
            <Button
              key={action.id}
              variant={index === 0 ? 'contained' : 'outlined'}
              component={Link}
              to={action.to}
              disabled={blocked !== null}
              fullWidth
            >
              {t(`quick.${action.id}`)}
            </Button>
          ))}
      </Stack>
      {blocked ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {t(`quick.${blocked}`)}
        </Typography>
      ) : null}
    </BlockFrame>
  );
}
