import type { SessionUser, YesNo } from '@console/contracts/session';

/** A normal business has no provider contract to wait for: it counts as approved. */
export const providerApproveOf = (user: SessionUser): YesNo => user.provider?.approve ?? 'Y';
