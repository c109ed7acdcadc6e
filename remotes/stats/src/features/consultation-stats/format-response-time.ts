import type { TFunction } from 'i18next';

/** Seconds as "1시간 5분", "3분 20초" or "45초"; '-' when nothing was answered. */
export function formatResponseTime(seconds: number | null, t: TFunction): string {
  if (seconds === null) return '-';
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  if (hours > 0) return t('stats.kakaoCs.duration.hours', { hours, minutes });
  if (minutes > 0) return t('stats.kakaoCs.duration.minutes', { minutes, seconds: rest });
  return t('stats.kakaoCs.duration.seconds', { seconds: rest });
}
