import type { StatsChannel } from '@console/contracts/stats';

/** Which channels each statistics page covers; the overview answer holds them all. */
export const STATS_SCOPES = {
  sms: ['SMS', 'LMS', 'MMS'],
  rcs: ['RCS'],
  kakao: ['ALIMTALK', 'BRAND_MESSAGE'],
} as const satisfies Record<string, readonly StatsChannel[]>;

export type StatsScope = keyof typeof STATS_SCOPES;
