import {
  ADVERTISING_NIGHT_MESSAGE,
  RESERVATION_MAX_AHEAD_DAYS,
  RESERVATION_MIN_LEAD_MINUTES,
  isAdvertisingNight,
} from './message-limits';

/** Reservation window (now + 10 minutes to 60 days) and the advertising night block, for every channel. */
export const scheduleIssues = (
  request: { reserveAt?: string | null; advertising: boolean },
  current: Date,
): { path: string[]; message: string }[] => {
  const issues: { path: string[]; message: string }[] = [];
  const sendAt = request.reserveAt ? new Date(request.reserveAt) : current;
  if (request.reserveAt) {
    const earliest = current.getTime() + RESERVATION_MIN_LEAD_MINUTES * 60_000;
    const latest = current.getTime() + RESERVATION_MAX_AHEAD_DAYS * 86_400_000;
    if (sendAt.getTime() < earliest || sendAt.getTime() > latest) {
      issues.push({
        path: ['reserveAt'],
        message: `예약은 지금부터 ${RESERVATION_MIN_LEAD_MINUTES}분 뒤에서 ${RESERVATION_MAX_AHEAD_DAYS}일 뒤까지 할 수 있어요.`,
      });
    }
  }
  if (request.advertising && isAdvertisingNight(sendAt))
    issues.push({ path: [request.reserveAt ? 'reserveAt' : 'advertising'], message: ADVERTISING_NIGHT_MESSAGE });
  return issues;
};
