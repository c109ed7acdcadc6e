import type { ReactNode } from 'react';
import { __unsafe_useEmotionCache } from '@emotion/react';
import { ThemeProvider } from '@mui/material';
import { consoleTheme } from './theme';

declare global {
  interface Window {
    /** goober (notistack's styles) gives its <style> this nonce. */
    __nonce__?: string;
  }
}

/** The page's Content-Security-Policy nonce: the server writes it into <meta property="csp-nonce">. */
export function pageCspNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content || undefined;
}

/**
 * Hands the page's nonce to the style engines before they insert a <style>: the page's policy lets
 * no inline style apply without it. Emotion (the component library) keeps one cache for the shell
 * and every remote (a shared singleton); goober (notistack) reads window.__nonce__.
 */
function useStyleNonce() {
  const cache = __unsafe_useEmotionCache();
  const nonce = pageCspNonce();
  if (!nonce) return;
  if (cache && cache.sheet.nonce !== nonce) {
    cache.sheet.nonce = nonce;
    cache.nonce = nonce;
  }
  window.__nonce__ = nonce;
}

/** The console theme, its styles under the page's CSP nonce. A remote's parcel is its own React root: it re-provides it with this. */
export function ConsoleThemeProvider({ children }: { children: ReactNode }) {
  useStyleNonce();
  return <ThemeProvider theme={consoleTheme}>{children}</ThemeProvider>;
}
