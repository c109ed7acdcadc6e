import type { ReactElement } from 'react';
import { notReadyScreens } from '@console/ui/not-ready-screens';
import descriptor from '../remote.json';
import { StatsOverviewPage } from './features/overview/stats-overview-page';

/** Built screens by descriptor route id; every other route shows "준비 중인 화면". */
const built: Record<string, ReactElement> = {
  'stats-sms': <StatsOverviewPage scope="sms" />,
  'stats-rcs': <StatsOverviewPage scope="rcs" />,
  'stats-kakao': <StatsOverviewPage scope="kakao" />,
};

export const screens: Record<string, ReactElement> = {
  ...notReadyScreens(descriptor.routes.filter((route) => !(route.id in built))),
  ...built,
};
