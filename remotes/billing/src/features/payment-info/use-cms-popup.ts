import { useEffect, useRef } from 'react';
import { CMS_POPUP_MESSAGE, type CmsPopupMessage } from '@console/contracts/billing';
import { routePattern } from '../../route-paths';

/** The CMS registration popup's window: name and size (PRODUCT.md popups open at a fixed size). */
export const CMS_POPUP_WINDOW = { name: 'cms', features: 'width=560,height=820' } as const;

function isCmsPopupMessage(data: unknown): data is CmsPopupMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<CmsPopupMessage>;
  return (
    message.type === CMS_POPUP_MESSAGE &&
    typeof message.paymentMethodSeq === 'number' &&
    typeof message.label === 'string'
  );
}

/**
 * Opens the CMS popup (/console/popup/cms) and hears its answer: a message from this origin only,
 * of the contract's shape (CMS_POPUP_MESSAGE). `open` answers false when the browser blocked the popup.
 */
export function useCmsPopup(onRegistered: (message: CmsPopupMessage) => void) {
  const handler = useRef(onRegistered);
  useEffect(() => {
    handler.current = onRegistered;
  });

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isCmsPopupMessage(event.data)) return;
      handler.current(event.data);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);

  const open = (): boolean =>
    window.open(routePattern('cms-popup'), CMS_POPUP_WINDOW.name, CMS_POPUP_WINDOW.features) !== null;
  return { open };
}
