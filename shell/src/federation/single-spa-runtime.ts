type SingleSpa = typeof import('single-spa');

/**
 * single-spa mounts the remotes' parcels, so only pages that show a remote need it: it loads with
 * the first remote (loadRemoteParcel), not with the shell's own pages (issue 18: ~6 KB gzipped).
 */
let singleSpa: SingleSpa | undefined;
let loading: Promise<SingleSpa> | undefined;

/** single-spa, once loaded in this page (then a parcel mounts in the same turn), or undefined. */
export function loadedSingleSpa(): SingleSpa | undefined {
  return singleSpa;
}

/** Loads single-spa; a failed load is not remembered, so the next call (a retry) loads again. */
export function loadSingleSpa(): Promise<SingleSpa> {
  loading ??= import(/* webpackChunkName: "single-spa" */ 'single-spa').then(
    (module) => {
      singleSpa = module;
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
