// Playwright drives Debian's Chromium (/usr/bin/chromium); nothing downloads a browser. As root,
// install it (and a Korean font, so screens render Hangul) with apt-get when it is missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function ensureChromium() {
  const hasFont = existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc');
  if (existsSync(CHROMIUM) && hasFont) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `[console] Chromium (${CHROMIUM}) or the Korean font is missing. Install them with:\n  sudo apt-get update && sudo apt-get install -y chromium fonts-noto-cjk\nthen run npm test again.`,
    );
    return false;
  }
  console.log('[console] installing Debian chromium and fonts-noto-cjk with apt-get');
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk >/dev/null',
    { stdio: 'inherit' },
  );
  return existsSync(CHROMIUM);
}
