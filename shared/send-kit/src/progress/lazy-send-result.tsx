import { lazyDialog } from '@console/platform/lazy-dialog';

/**
 * SendResult, loaded when a send is first accepted: it replaces the form, so the form's page draws
 * without it (issue 18). Mounted only while shown, like a dialog without an `open` prop.
 */
export const LazySendResult = lazyDialog(() => import('./send-result'), 'SendResult');
