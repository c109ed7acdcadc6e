/** The SPEC's timings and sizes (SPEC 9), each with one named home. */
export const TOAST_DURATION_MS = 2000;
export const TOAST_GROUP = 'common';
export const TOAST_SEVERITIES = ['success', 'info', 'warn', 'error'] as const;
export type ToastSeverity = (typeof TOAST_SEVERITIES)[number];

export const ACTION_GUIDE_REAPPEAR_MS = 24 * 60 * 60 * 1000;
export const VERIFICATION_GUIDE_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;
export const TEAM_REGISTRATION_MAX_MINUTES = 15;
export const RELOAD_GUARD_MS = 10_000;
export const EXTERNAL_POPUP_SIZE = { width: 960, height: 600 } as const;
export const LOADING_BAR = {
  durationMs: 2000,
  throttleMs: 200,
  hideDelayMs: 500,
  resetDelayMs: 400,
  heightPx: 3,
} as const;
export const DROPDOWN_MAX_HEIGHT_PX = 200;
/** How long the shell waits for a remote's manifest or code before showing it as unavailable. */
export const REMOTE_LOAD_TIMEOUT_MS = 10_000;
/** How often the shell asks /_build/latest.json whether a newer build exists. */
export const BUILD_POLL_INTERVAL_MS = 60_000;
/** Default lifetime of an access token; the server reads ACCESS_TOKEN_TTL_SECONDS. */
export const ACCESS_TOKEN_TTL_SECONDS_DEFAULT = 600;
export const SUPPORT_EMAIL = 'help@console.example.kr';
