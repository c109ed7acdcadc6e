/**
 * rspack puts a shared module into the share scope only when the shell requests it. Singletons
 * that only remotes import directly are requested here, lazily: nothing loads unless a remote
 * asks for it through the share scope.
 *
 * Always `() => import(...)`, never a static import: the share scope registers every provided
 * module as a loader of its own async chunk anyway, but a static import here would put the module
 * into the shell's boot graph (bootstrap.tsx imports this file), so every page would download it.
 *
 * Measured with @mui/x-charts 8.29.3 (shared from its root entry, so the whole library: 105 KiB
 * gzipped): the shell's initial JS went from 530.6 to 536.2 KiB gzipped, none of it charts code:
 * 0.4 KiB for the share-scope entry in main.js and 5 KiB because rspack split the Material UI vendor
 * chunk in two (the same modules, now also needed by the charts chunk). The library itself loads
 * only when the kakao statistics screen opens its chart (React.lazy in
 * remotes/kakao/src/features/kakao-statistics/statistics-chart-panel.tsx).
 */
export const providedSingletons = {
  'single-spa-react': () => import('single-spa-react'),
  'react-dom': () => import('react-dom'),
  '@mui/x-charts': () => import('@mui/x-charts'),
};
