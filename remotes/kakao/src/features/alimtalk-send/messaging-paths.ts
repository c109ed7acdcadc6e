import { fillPattern } from '@console/platform/routes';

/**
 * Screens of the messaging remote this feature links to (PRODUCT.md "Which app owns which route"):
 * an alimtalk's results and reservations are the send requests' own pages, and fallback texts go
 * from the team's sender numbers. Remotes never import each other, so the paths are spelled here.
 */
const MESSAGING_PATTERNS = {
  sendHistoryDetail: '/console/team/{teamSeq}/send/history/{seq}',
  reserveDetail: '/console/team/{teamSeq}/send/reserve/{seq}',
  callbackNumbers: '/console/team/{teamSeq}/service/callback',
} as const;

export const messagingPath = (id: keyof typeof MESSAGING_PATTERNS, params: Record<string, string | number>): string =>
  fillPattern(MESSAGING_PATTERNS[id], params);
