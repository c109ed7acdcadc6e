import type { ReactElement } from 'react';
import { notReadyScreens } from '@console/ui/not-ready-screens';
import descriptor from '../remote.json';
import { ChannelStatsPage } from './features/channel-stats/channel-stats-page';
import { ConsultationStatsPage } from './features/consultation-stats/consultation-stats-page';
import { EmailStatsPage } from './features/email-stats/email-stats-page';

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
