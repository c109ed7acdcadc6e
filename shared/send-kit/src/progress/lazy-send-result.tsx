import { lazyPart } from '@console/platform/lazy-dialog';

/**
 * SendResult, loaded when a send is first accepted: it replaces the form, so the form's page draws
 * without it (issue 18).
 */
export const LazySendResult = lazyPart(() => import('./send-result'), 'SendResult');
