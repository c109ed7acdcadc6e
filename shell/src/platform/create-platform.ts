import { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { createApiClient } from '@console/platform/api-client';
import { createAuthStore } from '@console/platform/auth';
import { PLATFORM_CONTRACT, type Platform } from '@console/platform/contract';
import { createPlatformEvents } from '@console/platform/events';
import { createTeamStore } from '@console/platform/team-store';
import { fetchSession, logoutOnServer, refreshAccessToken } from '../session/session-api';
import { navigateTo } from './navigation';
import { platformUi } from './platform-ui';
import { createGuides } from '../guides/guide-store';
import { createPaging } from './paging-store';

/** Runs `show` unless the same kind of dialog is already open: 100 failures give one alert. */
function once(show: () => Promise<void>): () => void {
  let open = false;
  return () => {
    if (open) return;
    open = true;
    void show().finally(() => {
      open = false;
    });
  };
}

/** Builds the singletons the shell owns and hands to every remote (DESIGN "The remote contract"). */
export function createShellPlatform(i18n: I18n): Platform {
  const auth = createAuthStore();
  // Set by the shell's router (current-team-sync.ts): the URL's {teamSeq}, else the selected team.
  const team = createTeamStore();
  const queryClient = new QueryClient({
    defaultOptions: {
      // The api client already retries GETs once on the SPEC's statuses.
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
    },
  });
  const t = i18n.t.bind(i18n);

  auth.setState({
    logout: async ({ reason = 'user' } = {}) => {
      await logoutOnServer();
      // A full page load: every store, query cache and mounted remote starts over without the
      // session, and no console page is left rendering to react to the session going away.
      window.location.assign(reason === 'expired' ? '/account/login' : '/');
    },
  });

  const api = createApiClient({
    getAccessToken: () => auth.getState().accessToken,
    getTeamSeq: () => team.getState().teamSeq,
    messages: { malformedAnswer: t('dialog.malformedAnswer'), requestFailed: t('dialog.requestFailed') },
    refreshSession: async () => {
      const token = await refreshAccessToken();
      auth.getState().setAccessToken(token);
      const session = await fetchSession();
      if (session.user) auth.getState().setSession(session);
    },
    handlers: {
      sessionExpired: once(async () => {
        await platformUi.alert({ title: t('dialog.sessionExpiredTitle'), message: t('dialog.loginExpiredMessage') });
        await auth.getState().logout({ reason: 'expired' });
      }),
      sessionInvalid: once(async () => {
        await platformUi.alert({ title: t('dialog.sessionExpiredTitle'), message: t('dialog.sessionExpiredMessage') });
        await auth.getState().logout({ reason: 'expired' });
      }),
      roleNotAllowed: once(async () => {
        await platformUi.alert({ title: t('dialog.noAccessTitle'), message: t('dialog.noAccessMessage') });
        await navigateTo('/console/dashboard');
      }),
      teamNotAllowed: once(async () => {
        await platformUi.alert({ title: t('dialog.noAccessTitle'), message: t('dialog.noTeamAccessMessage') });
        await navigateTo('/console/dashboard');
      }),
      serverError: once(async () => {
        await platformUi.alert({ title: t('dialog.serverErrorTitle'), message: t('dialog.serverErrorMessage') });
      }),
      networkError: (error) => console.warn('[console] network error', error),
    },
  });

  return {
    auth,
    api,
    i18n,
    ui: platformUi,
    guides: createGuides(() => auth.getState().user?.verificationDate ?? null),
    paging: createPaging(),
    queryClient,
    events: createPlatformEvents(),
    team,
    contractVersion: PLATFORM_CONTRACT,
  };
}
