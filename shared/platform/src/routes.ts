import type { LayoutName } from '@console/contracts/descriptor';

/** '/console/team/{teamSeq}/send/mt' -> '/console/team/:teamSeq/send/mt' (react-router syntax). */
export function toRouterPath(pattern: string): string {
  return pattern.replace(/\{([A-Za-z]+)\}/g, ':$1');
}

/** The names of the parameters in a SPEC path pattern. */
export function patternParams(pattern: string): string[] {
  return [...pattern.matchAll(/\{([A-Za-z]+)\}/g)].map((m) => m[1] as string);
}

/**
 * Each route's own validity check (SPEC 5): {teamSeq} must be an integer, {seq} and other
 * identifiers a positive integer. A failure is the fatal 404 'Page Not Found: {path}'.
 */
export function paramsAreValid(params: Record<string, string | undefined>): boolean {
  return Object.entries(params).every(([name, value]) => {
    if (value === undefined || name === '*') return true;
    if (name === 'teamSeq') return /^-?\d+$/.test(value) && Number.isSafeInteger(Number(value));
    if (name === 'seq' || name.endsWith('Seq')) return /^[1-9]\d*$/.test(value) && Number.isSafeInteger(Number(value));
    return value.length > 0;
  });
}

/** Layout by path (SPEC 2 "Layouts"), used when a route does not name its own. */
export function layoutForPath(pathname: string): LayoutName {
  const startsWith = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  if (['/console/popup', '/account/signup', '/common/kmc-receive', '/popup'].some(startsWith)) return 'none';
  if (['/console', '/account/info'].some(startsWith)) return 'console';
  if (startsWith('/poc')) return 'poc';
  return 'default';
}

/** Paths under /console need a logged-in user (SPEC 2 "Access redirects"). */
export function pathNeedsLogin(pathname: string): boolean {
  return (
    pathname === '/console' ||
    pathname.startsWith('/console/') ||
    pathname.startsWith('/brand/customers/serviceInquiry')
  );
}

/** Pages a logged-in user is sent away from, to /console/dashboard. */
export const GUEST_ONLY_PATHS = [
  '/account/signup',
  '/account/registByEmail',
  '/brand/customers/consultingInquiry',
  '/popup/join-mail',
];
export function pathIsGuestOnly(pathname: string): boolean {
  return GUEST_ONLY_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** The team of a team-scoped path, or null. */
export function teamSeqFromPath(pathname: string): number | null {
  const match = /^\/console\/team\/(-?\d+)(\/|$)/.exec(pathname);
  return match ? Number(match[1]) : null;
}

/** Fills a SPEC pattern's parameters: fillPattern('/console/team/{teamSeq}/x', { teamSeq: 3 }). */
export function fillPattern(pattern: string, params: Record<string, string | number>): string {
  return pattern.replace(/\{([A-Za-z]+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
