import { ACTION_GUIDE_REAPPEAR_MS, VERIFICATION_GUIDE_WINDOW_MS } from '@console/contracts/timings';

/** One tooltip's record: acknowledged for good, or hidden for now at a time. */
export interface TooltipRecord {
  acknowledged?: boolean;
  hiddenAt?: number;
}

/**
 * Guides appear only while the verification date is unset or within 3 days after it (SPEC 4).
 */
export function withinGuideWindow(verificationDate: string | null, now: number): boolean {
  if (!verificationDate) return true;
  const verifiedAt = Date.parse(verificationDate);
  return Number.isNaN(verifiedAt) || now - verifiedAt <= VERIFICATION_GUIDE_WINDOW_MS;
}

/**
 * A tooltip that was closed without being acknowledged reappears 24 hours later; an acknowledged
 * one stays away (SPEC 4).
 */
export function tooltipDue(record: TooltipRecord | undefined, now: number): boolean {
  if (record?.acknowledged) return false;
  return record?.hiddenAt === undefined || now - record.hiddenAt >= ACTION_GUIDE_REAPPEAR_MS;
}
