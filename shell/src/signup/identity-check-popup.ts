import { useCallback, useEffect, useRef } from 'react';
import { IDENTITY_CHECK_MESSAGE_TYPE, IdentityCheckError } from '@console/contracts/signup';
import { openExternalPopup } from '../verification/external-popup';

/** The identity-check provider's start page (the server's simulator unless a real provider is wired in). */
export const IDENTITY_CHECK_POPUP_URL = '/kmc/simulator';
const POPUP_NAME = 'identity-check';

export type IdentityCheckResult = { token: string } | { error: IdentityCheckError | 'UNKNOWN' };

/** The message /common/kmc-receive posts to its opener; anything else on the channel is ignored. */
export function identityCheckResultOf(data: unknown): IdentityCheckResult | null {
  if (!data || typeof data !== 'object' || (data as { type?: unknown }).type !== IDENTITY_CHECK_MESSAGE_TYPE)
    return null;
  const { token, error } = data as { token?: unknown; error?: unknown };
  if (typeof token === 'string' && token.length > 0) return { token };
  const parsed = IdentityCheckError.safeParse(error);
  return { error: parsed.success ? parsed.data : 'UNKNOWN' };
}

/**
 * Opens the provider's popup (960 x 600) and hands its result to `onResult`. Only messages from
 * this origin count: the receive page is ours, so anything else is not the provider's answer.
 * `open` answers false when the browser blocked the popup.
 */
export function useIdentityCheckPopup(onResult: (result: IdentityCheckResult) => void) {
  const latest = useRef(onResult);
  latest.current = onResult;

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const result = identityCheckResultOf(event.data);
      if (result) latest.current(result);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, []);

  return useCallback(() => {
    const popup = openExternalPopup(IDENTITY_CHECK_POPUP_URL, POPUP_NAME);
    popup?.focus();
    return popup !== null;
  }, []);
}
