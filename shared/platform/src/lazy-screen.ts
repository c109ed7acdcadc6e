import { createElement, lazy, type ComponentType } from 'react';

/** The props of a page component (unknown for a page without props). */
type ScreenProps<C> = C extends ComponentType<infer P> ? P : never;

/** Screens whose code failed to load, by the function that makes their next render load it again. */
const failedScreens = new Set<() => void>();

/**
 * A remote's screen whose code loads on its first render, in a chunk of its own (name it with a
 * webpackChunkName comment): a route downloads only the screen it shows. `name` is the page's export,
 * so page files stay as they are. Render it inside a Suspense boundary (defineRemote has one).
 *
 * @example const SendMtPage = lazyScreen(() => import('./features/send/send-mt-page'), 'SendMtPage');
 */
export function lazyScreen<K extends string, M extends Record<K, ComponentType<never>>>(
  load: () => Promise<M>,
  name: K,
): ComponentType<ScreenProps<M[K]>> {
  type Props = ScreenProps<M[K]>;
  const retry = () => {
    Screen = loadOnRender();
  };
  const loadOnRender = () =>
    lazy(() =>
      load().then(
        (module) => ({ default: module[name] as ComponentType<object> }),
        (error: unknown) => {
          failedScreens.add(retry);
          // React's error boundary catches it, so the window never would: SPEC 8 raises a failed chunk
          // as the app's chunk error (the shell's watcher reloads once into a new deployment).
          window.dispatchEvent(new ErrorEvent('error', { error }));
          throw error;
        },
      ),
    );
  let Screen = loadOnRender();

  function LazyScreen(props: Props) {
    return createElement(Screen, props as object);
  }
  LazyScreen.displayName = `LazyScreen(${name})`;
  return LazyScreen;
}

/**
 * React.lazy keeps a failed load for good; this makes every failed screen load again on its next
 * render. defineRemote calls it when the remote mounts (the shell's "다시 시도"), never while
 * rendering: React renders a failed screen again to reach the error boundary.
 */
export function retryFailedScreens(): void {
  for (const retry of failedScreens) retry();
  failedScreens.clear();
}
