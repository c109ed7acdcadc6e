/**
 * rspack puts a shared module into the share scope only when the shell requests it. Singletons
 * that only remotes import directly are requested here, lazily: nothing loads unless a remote
 * asks for it through the share scope.
 */
export const providedSingletons = {
  'single-spa-react': () => import('single-spa-react'),
  'react-dom': () => import('react-dom'),
};
