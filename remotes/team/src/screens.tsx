import type { ReactElement } from 'react';
import { notReadyScreens } from '@console/ui/not-ready-screens';
import descriptor from '../remote.json';
import { LinkedListPage } from './features/api-keys/linked-list-page';
import { MemberListPage } from './features/members/member-list-page';
import { SdkPage } from './features/sdk/sdk-page';
import { TeamCreatePage } from './features/teams/team-create-page';
import { TeamDashboardPage } from './features/teams/team-dashboard-page';
import { TeamListPage } from './features/teams/team-list-page';
import { TeamSettingsPage } from './features/teams/team-settings-page';

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
