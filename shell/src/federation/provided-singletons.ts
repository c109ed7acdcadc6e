/**
 * rspack puts a shared module into the share scope only when the shell requests it. Singletons
 * that only remotes import directly are requested here, lazily: nothing loads unless a remote
 * asks for it through the share scope.
 *
 * Why a dynamic import and never a static one: a provided module is registered in the share scope
 * as a loader of its own async chunk, whatever the import style, but a static import here would
 * also make the module part of the shell's boot graph (this file is imported by bootstrap.tsx), so
 * every page would download it. With `() => import(...)` the shell's initial JS holds only the
 * registration. Measured on @mui/x-charts (8.29.3, shared from its root entry, so the whole library
 * of about 150 KB gzipped): the shell's initial JS did not grow, and the library loads only when
 * the kakao statistics screen opens its chart (see the note at the top of
 * remotes/kakao/src/features/kakao-statistics/send-stats-chart.tsx).
 */
export const providedSingletons = {
  'single-spa-react': () => import('single-spa-react'),
  'react-dom': () => import('react-dom'),
  '@mui/x-charts': () => import('@mui/x-charts'),
};
