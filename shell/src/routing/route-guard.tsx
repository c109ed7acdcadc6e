import { useEffect, useRef, type ReactNode } from 'react';
import { Alert, Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { isWithdrawalRequested, roleAllows } from '@console/contracts/roles';
import { SUPPORT_EMAIL, TEAM_REGISTRATION_MAX_MINUTES } from '@console/contracts/timings';
import { pathIsGuestOnly, pathNeedsLogin, teamSeqFromPath } from '@console/platform/routes';
import { usePlatform, useSession } from '@console/platform/hooks';
import { useTeams } from '../teams/use-teams';
import type { RouteMeta } from './route-meta';

/** Paths a withdrawal-requested (DWT) role may not open (SPEC 6). */
export function blockedForWithdrawal(pathname: string): boolean {
  return pathname === '/console/team' || pathname.startsWith('/account/info');
}

type Denial = { kind: 'alert'; title: string; message: string } | null;

/** Client-side access rules of SPEC 2 and 6, applied before a page (or remote) renders. */
export function RouteGuard({ meta, children }: { meta: RouteMeta; children: ReactNode }) {
  const { t } = useTranslation('shell');
  const { pathname, search } = useLocation();
  const user = useSession((s) => s.user);
  const teams = useTeams();

  const needsLogin = pathNeedsLogin(pathname) || meta.access === 'login';
  if (needsLogin && !user) {
    return <Navigate to={`/account/login?returnUrl=${encodeURIComponent(pathname + search)}`} replace />;
  }
  if (user && (pathIsGuestOnly(pathname) || meta.access === 'guest')) {
    return <Navigate to="/console/dashboard" replace />;
  }

  let denial: Denial = null;
  if (user && isWithdrawalRequested(user.role) && blockedForWithdrawal(pathname)) {
    denial = {
      kind: 'alert',
      title: t('dialog.withdrawalTitle'),
      message: t('dialog.withdrawalMessage', { email: SUPPORT_EMAIL }),
    };
  } else if (user && meta.requiresReleaseManager && !user.releaseManager) {
    denial = { kind: 'alert', title: t('dialog.noAccessTitle'), message: t('releases.forbidden') };
  } else if (user && !roleAllows(user.role, meta.roles)) {
    const masterOnly = meta.roles?.length === 1 && meta.roles[0] === 'ROLE_MASTER';
    denial = {
      kind: 'alert',
      title: t('dialog.noAccessTitle'),
      message: t(masterOnly ? 'dialog.masterOnly' : 'dialog.managerOnly'),
    };
  }
  if (denial) return <DenyAndLeave title={denial.title} message={denial.message} />;

  const blocks: string[] = [];
  if (user && meta.requiresVerifiedBusiness && !user.verified) blocks.push(t('dialog.verifyRequired'));
  if (user && meta.requiresApprovedProvider && user.provider?.approve === 'N')
    blocks.push(t('dialog.providerContract'));
  const teamSeq = teamSeqFromPath(pathname);
  const teamStatus = teams.data?.items.find((team) => team.teamSeq === teamSeq)?.status;
  if (meta.requiresActiveTeam && teamStatus === 'REG') {
    blocks.push(t('dialog.teamRegistering', { minutes: TEAM_REGISTRATION_MAX_MINUTES }));
  }
  if (blocks.length > 0) {
    return (
      <Box sx={{ py: 4 }} data-testid="route-blocked">
        {blocks.map((message) => (
          <Alert key={message} severity="warning" sx={{ mb: 1 }}>
            {message}
          </Alert>
        ))}
      </Box>
    );
  }
  return <>{children}</>;
}

/** Shows the alert once, then goes to /console/dashboard (SPEC 6). */
function DenyAndLeave({ title, message }: { title: string; message: string }) {
  const { ui } = usePlatform();
  const navigate = useNavigate();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    void ui.alert({ title, message }).then(() => navigate('/console/dashboard', { replace: true }));
  }, [ui, title, message, navigate]);
  return null;
}
