import type { ReactElement } from 'react';
import { lazyScreen } from '@console/platform/define-remote';
import { notReadyScreens } from '@console/ui/not-ready-screens';
import descriptor from '../remote.json';

// One chunk per screen (named after its page file): a route downloads only the screen it shows.
const LinkedListPage = lazyScreen(
  () => import(/* webpackChunkName: "linked-list" */ './features/api-keys/linked-list-page'),
  'LinkedListPage',
);
const MemberListPage = lazyScreen(
  () => import(/* webpackChunkName: "member-list" */ './features/members/member-list-page'),
  'MemberListPage',
);
const SdkPage = lazyScreen(() => import(/* webpackChunkName: "sdk" */ './features/sdk/sdk-page'), 'SdkPage');
const TeamCreatePage = lazyScreen(
  () => import(/* webpackChunkName: "team-create" */ './features/teams/team-create-page'),
  'TeamCreatePage',
);
const TeamDashboardPage = lazyScreen(
  () => import(/* webpackChunkName: "team-dashboard" */ './features/teams/team-dashboard-page'),
  'TeamDashboardPage',
);
const TeamListPage = lazyScreen(
  () => import(/* webpackChunkName: "team-list" */ './features/teams/team-list-page'),
  'TeamListPage',
);
const TeamSettingsPage = lazyScreen(
  () => import(/* webpackChunkName: "team-settings" */ './features/teams/team-settings-page'),
  'TeamSettingsPage',
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
