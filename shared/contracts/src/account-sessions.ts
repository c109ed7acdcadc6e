import { z } from 'zod';

/** GET /api/account/sessions: a device (browser) where the account is logged in now. */
export const ActiveSession = z.object({
  sessionId: z.string(),
  /** From the user agent, e.g. "Chrome 130"; null when it names no browser we know. */
  browser: z.string().nullable(),
  /** e.g. "Windows", "iOS"; null when unknown. */
  os: z.string().nullable(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  /** Moved forward when the device renews its access token (about every 10 minutes), not per request. */
  lastSeenAt: z.string(),
  /** The device that asks. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof ActiveSession>;

export const ActiveSessionParams = z.object({
  sessionId: z.uuid({ message: '기기 정보가 올바르지 않아요. 목록을 새로 고친 뒤 다시 시도해 주세요.' }),
});

/** POST /api/account/sessions/log-out-others */
export const LoggedOutSessions = z.object({ ended: z.number().int() });
export type LoggedOutSessions = z.infer<typeof LoggedOutSessions>;

export const CURRENT_SESSION_NOT_HERE = '지금 쓰는 기기는 화면 위의 로그아웃 버튼으로 로그아웃해 주세요.';
export const SESSION_NOT_FOUND = '이미 로그아웃된 기기예요. 목록을 새로 고쳐 주세요.';

// Order matters: Edge, Opera, Whale and Samsung Internet also name Chrome; Chrome also names Safari.
const BROWSERS: [RegExp, string][] = [
  [/KAKAOTALK[\s/]?([\d.]*)/i, 'KakaoTalk'],
  [/NAVER\(inapp/i, 'NAVER'],
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/Whale\/(\d+)/, 'Whale'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/(?:HeadlessChrome|Chrome|CriOS|Chromium)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]*(?: Mobile\/\w+)? Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** The browser with its major version and the operating system a user agent names, for people to read. */
export function describeUserAgent(userAgent: string | null | undefined): {
  browser: string | null;
  os: string | null;
} {
  const ua = userAgent ?? '';
  let browser: string | null = null;
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(ua);
    if (match) {
      const major = match[1]?.split('.')[0];
      browser = major ? `${name} ${major}` : name;
      break;
    }
  }
  const os = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
  return { browser, os };
}
