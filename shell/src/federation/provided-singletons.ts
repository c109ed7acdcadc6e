/**
 * rspack puts a shared module into the share scope only when the shell requests it. Singletons
 * that only remotes import directly are requested here, lazily: nothing loads unless a remote
 * asks for it through the share scope.
 *
 * Always `() => import(...)`, never a static import: the share scope registers every provided
 * module as a loader of its own async chunk anyway, but a static import here would put the module
 * into the shell's boot graph (bootstrap.tsx imports this file), so every page would download it.
 */
export const providedSingletons = {
  'single-spa-react': () => import('single-spa-react'),
  'react-dom': () => import('react-dom'),
};
