import { Suspense, useState, type ComponentType } from 'react';
import { lazyScreen } from './lazy-screen';

/** The props of a dialog component. */
type DialogProps<C> = C extends ComponentType<infer P> ? P : never;

/**
 * A dialog whose code loads the first time it opens: most visits of its page never show it, so the
 * page does not download it (nor the form library it may use) up front (issue 18). A dialog with an
 * `open` prop renders nothing until it first opens, then stays mounted, so closing it plays its exit
 * transition; one without (mounted only while open) loads when first mounted. A failed load is the
 * app's chunk error, as for a screen (lazyScreen). Its texts must already be loaded (its screen's).
 *
 * @example const InviteDialog = lazyDialog(() => import('./invite-dialog'), 'InviteDialog');
 */
export function lazyDialog<K extends string, M extends Record<K, ComponentType<never>>>(
  load: () => Promise<M>,
  name: K,
): ComponentType<DialogProps<M[K]>> {
  type P = DialogProps<M[K]>;
  const Dialog = lazyScreen(load, name) as unknown as ComponentType<Record<string, unknown>>;
  function LazyDialog(props: P) {
    const open = 'open' in (props as object) ? Boolean((props as { open?: unknown }).open) : true;
    const [opened, setOpened] = useState(open);
    // Adjusting state while rendering (React's pattern for state derived from props): no extra pass.
    if (open && !opened) setOpened(true);
    return opened ? (
      <Suspense fallback={null}>
        <Dialog {...(props as Record<string, unknown>)} />
      </Suspense>
    ) : null;
  }
  LazyDialog.displayName = `LazyDialog(${name})`;
  return LazyDialog;
}

/**
 * A part of a screen that shows only after the user acts (a send's result, the cards editor of an
 * image message): loaded like a dialog without an `open` prop, when first mounted, showing nothing
 * until its code is there.
 *
 * @example const LazySendResult = lazyPart(() => import('./send-result'), 'SendResult');
 */
export const lazyPart = lazyDialog;
