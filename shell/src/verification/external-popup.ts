import { EXTERNAL_POPUP_SIZE } from '@console/contracts/timings';

/** Opens the identity-check / external-login popup centred at 960 x 600 (SPEC 9). */
export function openExternalPopup(url: string, name: string): Window | null {
  const { width, height } = EXTERNAL_POPUP_SIZE;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  return window.open(url, name, `width=${width},height=${height},left=${left},top=${top},resizable=yes,scrollbars=yes`);
}
