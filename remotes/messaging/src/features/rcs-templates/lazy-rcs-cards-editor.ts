import { lazyPart } from '@console/platform/lazy-dialog';

/**
 * The cards editor of an image template or an RCS MMS, loaded when that kind is first chosen: the
 * forms open on a text message, which most sends and templates are (issue 18).
 */
export const LazyRcsCardsEditor = lazyPart(() => import('./rcs-cards-editor'), 'RcsCardsEditor');
