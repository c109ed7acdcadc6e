import { createElement, lazy, useContext, type ComponentType } from 'react';
import { I18nContext } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { DEFAULT_LANGUAGE } from '@console/i18n/setup';

/** The props of a page component (unknown for a page without props). */
type ScreenProps<C> = C extends ComponentType<infer P> ? P : never;

/** Screens whose code failed to load, by the function that makes their next render load it again. */
const failedScreens = new Set<() => void>();

/**
 * Korean texts a screen shows that its remote does not add at mount: groups of keys of the remote's
 * namespace (`{ send: {...} }` for the keys `send.*`), loaded with the screen's code.
 */
export type ScreenTexts = () => Promise<Record<string, unknown>>;

/**
 * A remote's text loaders by name, and a function that names the ones a screen needs:
 * `const texts = screenTexts({ send: ... }); lazyScreen(load, 'SendMtPage', texts('send'))`.
 * @console/testing/screen-texts-check holds each screen to the keys its code names.
 */
export function screenTexts<N extends string>(loaders: Record<N, ScreenTexts>): (...names: N[]) => ScreenTexts {
  return (...names) =>
    () =>
      Promise.all(names.map((name) => loaders[name]())).then((parts) => Object.assign({}, ...parts));
}

/**
 * A remote's screen whose code loads on its first render, in a chunk of its own (name it with a
 * webpackChunkName comment): a route downloads only the screen it shows. `name` is the page's export,
 * so page files stay as they are. Render it inside a Suspense boundary (defineRemote has one).
 * `texts`, if given, load beside the code and join the Korean of the tree's default namespace (the
 * remote's, set by defineRemote) before the screen first renders; the other languages are added
 * whole at mount (defineRemote).
 *
 * @example const SendMtPage = lazyScreen(() => import('./features/send/send-mt-page'), 'SendMtPage');
 */
export function lazyScreen<K extends string, M extends Record<K, ComponentType<never>>>(
  load: () => Promise<M>,
  name: K,
  texts?: ScreenTexts,
): ComponentType<ScreenProps<M[K]>> {
  type Props = ScreenProps<M[K]>;
  const retry = () => {
    Screen = loadOnRender();
  };
  // The screen's texts once loaded, the trees that rendered the screen (their i18n instance and
  // namespace), and the instances the texts have joined.
  let loadedTexts: Record<string, unknown> | null = null;
  const targets = new Map<I18n, string>();
  const joined = new WeakSet<I18n>();
  const join = () => {
    for (const [i18n, namespace] of targets) {
      if (!loadedTexts || joined.has(i18n)) continue;
      i18n.addResourceBundle(DEFAULT_LANGUAGE, namespace, loadedTexts, true, false);
      joined.add(i18n);
    }
  };
  const loadWithTexts = (): Promise<M> =>
    texts
      ? Promise.all([load(), texts()]).then(([module, groups]) => {
          loadedTexts = groups;
          // Before the screen renders: React may render only the screen itself when its code is in.
          join();
          return module;
        })
      : load();
  const loadOnRender = () =>
    lazy(() =>
      loadWithTexts().then(
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
    // The first render of the screen in a tree names where its texts go; they join when loaded, or
    // at once if loaded already (another tree: a second page, a test).
    // I18nextProvider's value carries its defaultNS (react-i18next types only the instance).
    const context = useContext(I18nContext) as { i18n?: I18n; defaultNS?: string | readonly string[] } | undefined;
    if (texts && context?.i18n && !targets.has(context.i18n)) {
      const namespace = context.defaultNS ?? context.i18n.options.defaultNS;
      targets.set(context.i18n, Array.isArray(namespace) ? String(namespace[0]) : String(namespace));
      join();
    }
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
