import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { BizFileState } from '@console/contracts/business';
import { RESULT_OK } from '@console/contracts/api-envelope';
import type { VerifyStatusAnswer, YesNo } from '@console/contracts/session';
import { teamSeqFromPath } from '@console/platform/routes';
import { useApi, usePlatform, useSession } from '@console/platform/hooks';
import { useGuideState } from '../guides/guide-store';
import { withinGuideWindow } from '../guides/guide-rules';
import { updateSessionUser } from '../session/session-api';
import { VerifyBanner } from './verify-banner';
import { useStore } from 'zustand';
import { lazyDialog } from '@console/platform/lazy-dialog';

// Shown to few users, rarely: each loads when it first opens.
const AccountVerifyModal = lazyDialog(
  () => import(/* webpackChunkName: "shell-account-checks" */ './account-verify-modal'),
  'AccountVerifyModal',
);
const BizFileModal = lazyDialog(
  () => import(/* webpackChunkName: "shell-account-checks" */ './biz-file-modal'),
  'BizFileModal',
);
const ActionGuideDialog = lazyDialog(
  () => import(/* webpackChunkName: "shell-action-guide" */ '../guides/action-guide-dialog'),
  'ActionGuideDialog',
);

const VERIFY_MODAL_SEEN = 'console_verify_modal_seen';

/**
 * The account checks of SPEC 4 on console pages: verify status (1000 / 1001), the verify modal,
 * banner and business-file modal, the action guide once per team, and the provider contract.
 */
export function AccountChecks() {
  const { t } = useTranslation('shell');
  const api = useApi();
  const { auth, ui } = usePlatform();
  const user = useSession((s) => s.user);
  const { pathname } = useLocation();
  const teamSeq = useStore(usePlatform().team, (state) => state.teamSeq);
  const [verifyOpen, setVerifyOpen] = useState(false);
  const [fileOpen, setFileOpen] = useState(false);
  const [guideOpen, setGuideOpen] = useState(false);
  const guidedTeams = useGuideState((s) => s.guidedTeams);
  const markTeamGuided = useGuideState((s) => s.markTeamGuided);
  const isProvider = user?.business.type === 'VALUE_ADDED_PROVIDER';

  const verify = useQuery({
    queryKey: ['shell', 'verify-status'],
    queryFn: () => api.get<VerifyStatusAnswer>('/async/account/verify/status'),
    enabled: Boolean(user),
  });
  const bizFile = useQuery({
    queryKey: ['shell', 'biz-file'],
    queryFn: () => api.get<BizFileState>('/api/account/biz-file', { silent: true }),
    enabled: Boolean(user) && verify.data?.code === 1001,
    retry: false,
  });
  const approve = useQuery({
    queryKey: ['shell', 'provider-approve'],
    queryFn: () => api.get<YesNo>('/async/account/info/provider-approve'),
    enabled: isProvider,
  });
  const verified = verify.data ? verify.data.code === RESULT_OK : user?.verified;

  // Keep the session user's flags in step with the server's answers (POST /api/auth/user).
  useEffect(() => {
    if (!user || !verify.data || (verify.data.code === RESULT_OK) === user.verified) return;
    void updateSessionUser(api, { verified: verify.data.code === RESULT_OK }).then((next) =>
      auth.getState().setUser(next),
    );
  }, [api, auth, user, verify.data]);

  useEffect(() => {
    if (!user?.provider || !approve.data) return;
    if (approve.data !== user.provider.approve) {
      void updateSessionUser(api, { provider: { approve: approve.data } }).then((next) =>
        auth.getState().setUser(next),
      );
    } else if (approve.data === 'N' && user.provider.alert === 'N') {
      void ui
        .alert({ message: t('dialog.providerContract') })
        .then(() => updateSessionUser(api, { provider: { alert: 'Y' } }))
        .then((next) => auth.getState().setUser(next));
    }
  }, [api, auth, ui, t, user, approve.data]);

  // 1001 on a page that is not team-scoped: the verify modal, once per browser session.
  useEffect(() => {
    if (verify.data?.code !== 1001 || teamSeqFromPath(pathname) !== null) return;
    if (sessionStorage.getItem(VERIFY_MODAL_SEEN)) return;
    sessionStorage.setItem(VERIFY_MODAL_SEEN, '1');
    setVerifyOpen(true);
  }, [verify.data, pathname]);

  // 1000 within 3 days of verificationDate: the action guide, once per team.
  useEffect(() => {
    if (verify.data?.code !== RESULT_OK || teamSeq === null || guidedTeams.includes(teamSeq)) return;
    if (!verify.data.verificationDate || !withinGuideWindow(verify.data.verificationDate, Date.now())) return;
    markTeamGuided(teamSeq);
    setGuideOpen(true);
  }, [verify.data, teamSeq, guidedTeams, markTeamGuided]);

  const pending = bizFile.data?.status === 'PENDING';
  return (
    <>
      {/* The dashboard shows the account's state in its own block (@console/dashboard-kit) instead. */}
      {verified === false && pathname !== '/console/dashboard' ? (
        <VerifyBanner
          content={t('verify.banner')}
          button={user?.role === 'ROLE_MASTER' ? t('verify.bannerButton') : undefined}
          onClick={() => setFileOpen(true)}
          bizFile={pending}
          bizFileContent={t('verify.bannerPending')}
        />
      ) : null}
      <AccountVerifyModal
        open={verifyOpen}
        onClose={() => setVerifyOpen(false)}
        onRegister={
          user?.role === 'ROLE_MASTER'
            ? () => {
                setVerifyOpen(false);
                setFileOpen(true);
              }
            : undefined
        }
      />
      <BizFileModal open={fileOpen} onClose={() => setFileOpen(false)} onUploaded={() => void bizFile.refetch()} />
      <ActionGuideDialog open={guideOpen} onClose={() => setGuideOpen(false)} />
    </>
  );
}
