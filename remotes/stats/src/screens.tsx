import type { ReactElement } from 'react';
import { lazyScreen } from '@console/platform/define-remote';
import { notReadyScreens } from '@console/ui/not-ready-screens';
import descriptor from '../remote.json';

// One chunk per screen (named after its page file): a route downloads only the screen it shows.
const ChannelStatsPage = lazyScreen(
  () => import(/* webpackChunkName: "channel-stats" */ './features/channel-stats/channel-stats-page'),
  'ChannelStatsPage',
);
const ConsultationStatsPage = lazyScreen(
  () => import(/* webpackChunkName: "consultation-stats" */ './features/consultation-stats/consultation-stats-page'),
  'ConsultationStatsPage',
);
const EmailStatsPage = lazyScreen(
  () => import(/* webpackChunkName: "email-stats" */ './features/email-stats/email-stats-page'),
  'EmailStatsPage',
);

/** Built screens by descriptor route id; every other route shows "준비 중인 화면". */
const built: Record<string, ReactElement> = {
  'stats-sms': <ChannelStatsPage page="sms" />,
  'stats-rcs': <ChannelStatsPage page="rcs" />,
  'stats-kakao': <ChannelStatsPage page="kakao" />,
  'stats-kakao-cs': <ConsultationStatsPage />,
  'stats-ems': <EmailStatsPage />,
};

export const screens: Record<string, ReactElement> = {
  ...notReadyScreens(descriptor.routes.filter((route) => !(route.id in built))),
  ...built,
};
