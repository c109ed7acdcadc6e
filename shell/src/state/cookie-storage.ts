import type { StateStorage } from 'zustand/middleware';

const MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

/** zustand persist storage in cookies: the SPEC's default for state persistence (SPEC 9). */
export const cookieStorage: StateStorage = {
  getItem(name) {
    const match = new RegExp(`(?:^|; )${encodeURIComponent(name)}=([^;]*)`).exec(document.cookie);
    return match?.[1] ? decodeURIComponent(match[1]) : null;
  },
  setItem(name, value) {
    document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; max-age=${MAX_AGE_SECONDS}; SameSite=Lax`;
  },
  removeItem(name) {
    document.cookie = `${encodeURIComponent(name)}=; path=/; max-age=0; SameSite=Lax`;
  },
};
