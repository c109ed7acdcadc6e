import type { ReactElement } from 'react';
import { lazyScreen, screenTexts } from '@console/platform/define-remote';
import { notReadyScreens } from '@console/ui/not-ready-screens';
import descriptor from '../remote.json';

// One chunk per screen (named after its page file): a route downloads only the screen it shows.
/**
 * The Korean texts of the screens, a chunk per file, loaded with the screens that show them
 * (i18n/ko-at-mount.ts is added at mount). screen-texts.test.ts holds each screen to the keys its
 * code names.
 */
export const TEXT_LOADERS = {
  teams: () => import(/* webpackChunkName: "texts-teams" */ './i18n/teams-texts-ko').then((m) => m.teamsTextsKo),
  members: () =>
    import(/* webpackChunkName: "texts-members" */ './i18n/members-texts-ko').then((m) => m.membersTextsKo),
  apiKeys: () =>
    import(/* webpackChunkName: "texts-api-keys" */ './i18n/api-keys-texts-ko').then((m) => m.apiKeysTextsKo),
};
const texts = screenTexts(TEXT_LOADERS);

const LinkedListPage = lazyScreen(
  () => import(/* webpackChunkName: "linked-list" */ './features/api-keys/linked-list-page'),
  'LinkedListPage',
  texts('teams', 'apiKeys'),
);
const MemberListPage = lazyScreen(
  () => import(/* webpackChunkName: "member-list" */ './features/members/member-list-page'),
  'MemberListPage',
  texts('members'),
);
const SdkPage = lazyScreen(
  () => import(/* webpackChunkName: "sdk" */ './features/sdk/sdk-page'),
  'SdkPage',
  texts('apiKeys'),
);
const TeamCreatePage = lazyScreen(
  () => import(/* webpackChunkName: "team-create" */ './features/teams/team-create-page'),
  'TeamCreatePage',
  texts('teams'),
);
const TeamDashboardPage = lazyScreen(
  () => import(/* webpackChunkName: "team-dashboard" */ './features/teams/team-dashboard-page'),
  'TeamDashboardPage',
  texts('teams'),
);
const TeamListPage = lazyScreen(
  () => import(/* webpackChunkName: "team-list" */ './features/teams/team-list-page'),
  'TeamListPage',
  texts('teams'),
);
const TeamSettingsPage = lazyScreen(
  () => import(/* webpackChunkName: "team-settings" */ './features/teams/team-settings-page'),
  'TeamSettingsPage',
  texts('teams'),
);

/** Built screens by descriptor route id; every other route shows "준비 중인 화면". */
const built: Record<string, ReactElement> = {
  'team-list': <TeamListPage />,
  'team-create': <TeamCreatePage />,
  'team-settings': <TeamSettingsPage />,
  'team-dashboard': <TeamDashboardPage />,
  'team-sdk': <SdkPage />,
  'member-list': <MemberListPage />,
  'linked-list': <LinkedListPage />,
};

export const screens: Record<string, ReactElement> = {
  ...notReadyScreens(descriptor.routes.filter((route) => !(route.id in built))),
  ...built,
};
