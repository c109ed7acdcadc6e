import { Suspense, useState, type ComponentType } from 'react';
import { lazyScreen } from '@console/platform/lazy-screen';

/** The props of a dialog component: it has an `open` prop. */
type DialogProps<C> = C extends ComponentType<infer P> ? (P extends { open: boolean } ? P : never) : never;

/**
 * A dialog of the console's chrome whose code loads the first time it opens: most pages never show
 * it, so no page downloads it up front (issue 18). Until then it renders nothing; once loaded it
 * stays mounted, so closing it plays its exit transition. A failed load is the app's chunk error,
 * as for a screen (lazyScreen).
 */
export function lazyDialog<K extends string, M extends Record<K, ComponentType<never>>>(
  load: () => Promise<M>,
  name: K,
): ComponentType<DialogProps<M[K]>> {
  type P = DialogProps<M[K]>;
  const Dialog = lazyScreen(load, name) as unknown as ComponentType<{ open: boolean }>;
  function LazyDialog(props: P) {
    const { open } = props as { open: boolean };
    const [opened, setOpened] = useState(open);
    // Adjusting state while rendering (React's pattern for state derived from props): no extra pass.
    if (open && !opened) setOpened(true);
    return opened ? (
      <Suspense fallback={null}>
        <Dialog {...(props as { open: boolean })} />
      </Suspense>
    ) : null;
  }
  LazyDialog.displayName = `LazyDialog(${name})`;
  return LazyDialog;
}
