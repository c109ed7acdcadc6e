import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { Resource } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { Page } from '@console/contracts/api-envelope';
import type { SessionUser } from '@console/contracts/session';
import { createI18n } from '@console/i18n/setup';
import type { ApiClient, RequestOptions } from '@console/platform/api-client';
import { ApiError } from '@console/platform/api-error';
import { createAuthStore } from '@console/platform/auth';
import { PLATFORM_CONTRACT, type Platform, type RemoteMountProps } from '@console/platform/contract';
import { createPlatformEvents } from '@console/platform/events';
import { PlatformContext } from '@console/platform/hooks';
import { uiResourcesKo } from '@console/ui/ui-resources';
import { uiResourcesEn } from '@console/ui/ui-resources-en';
import { createTeamStore, type CurrentTeam } from '@console/platform/team-store';
import { teamSeqFromPath } from '@console/platform/routes';

/** A route handler of the fake api: return data, or throw an ApiError to answer an error. */
export type FakeHandler = (request: {
  method: string;
  url: string;
  params?: Record<string, unknown>;
  body?: unknown;
  options?: RequestOptions;
}) => unknown;

export interface FakeApi extends ApiClient {
  /** Every call, in order, for assertions. */
  calls: { method: string; url: string; params?: Record<string, unknown>; body?: unknown }[];
}

/**
 * An api client answering from handlers keyed "GET /api/teams". A call without a handler fails
 * the test with a message naming the missing route.
 */
export function createFakeApi(handlers: Record<string, FakeHandler>): FakeApi {
  const calls: FakeApi['calls'] = [];
  const answer = async (method: string, url: string, options?: RequestOptions, body?: unknown) => {
    const request = { method, url, params: options?.params, body };
    calls.push(request);
    const handler = handlers[`${method} ${url}`];
    if (!handler) throw new Error(`No fake handler for "${method} ${url}". Add it to createFakeApi({...}).`);
    return handler({ ...request, options });
  };
  return {
    calls,
    get: (url, options) => answer('GET', url, options) as never,
    post: (url, body, options) => answer('POST', url, options, body) as never,
    put: (url, body, options) => answer('PUT', url, options, body) as never,
    delete: (url, options) => answer('DELETE', url, options) as never,
    postMultipart: (url, form, options) => answer('POST', url, options, form) as never,
    download: async () => ({ blob: new Blob(), exportTitle: null }),
  };
}

export const fakeUser = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  userSeq: 1,
  loginId: 'hanbit_master',
  name: '김한빛',
  email: 'master@hanbit.example.kr',
  role: 'ROLE_MASTER',
  verified: true,
  verificationDate: '2026-11-20T00:00:00.000Z',
  business: { bizSeq: 1, name: '(주)한빛커머스', type: 'NORMAL' },
  provider: null,
  twoStepLogin: false,
  ...overrides,
});

export const pageOf = <T,>(items: T[], page = 1, size = 20, total = items.length): Page<T> => ({
  items,
  page,
  size,
  total,
});

export interface FakePlatformOptions {
  handlers?: Record<string, FakeHandler>;
  user?: SessionUser | null;
  /** Namespaced resources of the app under test, e.g. { kakao: ko }. */
  resources?: Resource;
  language?: 'ko' | 'en';
  /** The current team (platform.team); renderWithPlatform takes it from `path` when not given. */
  team?: CurrentTeam;
}

export interface FakePlatform extends Platform {
  api: FakeApi;
  alerts: string[];
  toasts: { message: string; severity?: string }[];
}

/** A platform like the shell's, with a fake api and recorded dialogs and toasts. */
export function createFakePlatform(options: FakePlatformOptions = {}): FakePlatform {
  const auth = createAuthStore();
  if (options.user !== null)
    auth.getState().setSession({
      user: options.user ?? fakeUser(),
      accessToken: { token: 'test', expiresAt: '' },
      securityCodeRequired: false,
    });
  const alerts: string[] = [];
  const toasts: FakePlatform['toasts'] = [];
  // Both languages at once: a test picks its language and renders without waiting for a chunk.
  const resources: Resource = { ko: { ui: uiResourcesKo }, en: { ui: uiResourcesEn } };
  for (const [lng, namespaces] of Object.entries(options.resources ?? {})) {
    resources[lng] = { ...resources[lng], ...(namespaces as object) };
  }
  return {
    auth,
    api: createFakeApi(options.handlers ?? {}),
    i18n: createI18n(resources, options.language ?? 'ko'),
    ui: {
      alert: async ({ message }) => {
        alerts.push(message);
      },
      confirm: async ({ message }) => {
        alerts.push(message);
        return true;
      },
      loading: () => () => undefined,
      toast: (message, severity) => {
        toasts.push({ message, severity });
      },
    },
    guides: { shouldShow: () => false, acknowledge: () => undefined, hide: () => undefined },
    paging: (() => {
      const store = new Map();
      return { get: (p: string) => store.get(p), set: (p: string, s: unknown) => void store.set(p, s) };
    })(),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    events: createPlatformEvents(),
    team: createTeamStore(options.team),
    contractVersion: PLATFORM_CONTRACT,
    alerts,
    toasts,
  };
}

export interface RenderWithPlatformOptions extends FakePlatformOptions {
  /** The URL to start at, e.g. /console/team/1/service/callback. */
  path?: string;
  /** The router path pattern the element is mounted at (react-router syntax). */
  routePath?: string;
  /** The i18n namespace the screens read by default (the remote's name). */
  defaultNS?: string;
  teamSeq?: number | null;
  platform?: FakePlatform;
}

/** Renders a screen as a remote would see it: platform, queries, i18n and a router at `path`. */
export function renderWithPlatform(
  element: ReactElement,
  options: RenderWithPlatformOptions = {},
): RenderResult & { platform: FakePlatform } {
  // The team as the shell would set it: the URL's {teamSeq} (or the teamSeq option).
  const teamSeq = options.teamSeq ?? teamSeqFromPath(options.path ?? '/');
  const team: CurrentTeam = { teamSeq, status: teamSeq === null ? null : 'ACTIVE' };
  const platform = options.platform ?? createFakePlatform({ team, ...options });
  // A platform made by the test without a team gets the URL's, as the shell would set it.
  if (options.platform && platform.team.getState().teamSeq === null) platform.team.setState(team);
  const routes: RouteObject[] = [
    { path: options.routePath ?? '*', element },
    { path: '*', element: <div>other page</div> },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [options.path ?? '/'] });
  const value: RemoteMountProps = {
    platform,
    // The shell's navigator, as far as screens use it: moves the test's memory router.
    routing: {
      basename: '/',
      location: router.state.location,
      navigator: {
        createHref: (to) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`),
        push: (to) => void router.navigate(to),
        replace: (to) => void router.navigate(to, { replace: true }),
        go: (delta) => void router.navigate(delta),
      },
    },
    team: platform.team.getState(),
  };
  const Providers = ({ children }: { children: ReactNode }) => (
    <PlatformContext.Provider value={value}>
      <QueryClientProvider client={platform.queryClient}>
        <I18nextProvider i18n={platform.i18n} defaultNS={options.defaultNS}>
          {children}
        </I18nextProvider>
      </QueryClientProvider>
    </PlatformContext.Provider>
  );
  const result = render(<RouterProvider router={router} />, { wrapper: Providers });
  return Object.assign(result, { platform });
}

export { ApiError };
