/**
 * Navigation for code outside React (api error handlers). The shell's router registers itself
 * here once created; before that, a full page load is the only way to move.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => Promise<void> | void;

let navigateImpl: Navigate = (to) => window.location.assign(to);

export function setNavigate(navigate: Navigate): void {
  navigateImpl = navigate;
}

export async function navigateTo(to: string, options?: { replace?: boolean }): Promise<void> {
  await navigateImpl(to, options);
}
