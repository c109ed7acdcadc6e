import { useEffect, useRef } from 'react';
import type { Parcel, ParcelConfig } from 'single-spa';
import type { RemoteMountProps } from '@console/platform/contract';
import { loadedSingleSpa, loadSingleSpa } from '../federation/single-spa-runtime';

interface ParcelHostProps {
  config: ParcelConfig;
  mountProps: RemoteMountProps;
  onError(error: unknown): void;
}

/**
 * Mounts a remote's parcel with single-spa's mountRootParcel and keeps it updated with the
 * shell's props. single-spa-react's <Parcel> rethrows mount errors as unhandled rejections after
 * its handleError; here every lifecycle promise is caught and reported once through onError,
 * so a broken remote shows its panel without console noise.
 */
export function ParcelHost({ config, mountProps, onError }: ParcelHostProps) {
  const elementRef = useRef<HTMLDivElement>(null);
  const parcelRef = useRef<Parcel | null>(null);
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;
  const propsRef = useRef(mountProps);
  propsRef.current = mountProps;

  // Lifecycle calls on one parcel run one after another: single-spa refuses an update while the
  // previous one runs (status UPDATING), so a quick second navigation would otherwise be lost and
  // the remote would keep showing the page before it.
  const queueRef = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    const domElement = elementRef.current;
    if (!domElement) return undefined;
    const handleError = (error: unknown) => onErrorRef.current(error);
    let cancelled = false;
    let parcel: Parcel | null = null;
    const mount = ({ mountRootParcel }: NonNullable<ReturnType<typeof loadedSingleSpa>>) => {
      if (cancelled) return;
      // The newest props when it mounts (single-spa may have arrived a turn later).
      parcel = mountRootParcel(config, { domElement, ...propsRef.current, handleError } as never);
      parcelRef.current = parcel;
      parcel.mountPromise.catch(handleError);
      queueRef.current = parcel.mountPromise.catch(() => undefined);
    };
    // Loaded with the remote (loadRemoteParcel), so normally the parcel mounts in this turn.
    const singleSpa = loadedSingleSpa();
    if (singleSpa) mount(singleSpa);
    else loadSingleSpa().then(mount, handleError);
    return () => {
      cancelled = true;
      parcelRef.current = null;
      const mounted = parcel;
      if (!mounted) return;
      // Also when it is still mounting or updating: unmount once that is done.
      queueRef.current = queueRef.current
        .then(() => (mounted.getStatus() === 'MOUNTED' ? mounted.unmount() : undefined))
        .catch(() => undefined);
    };
  }, [config]);

  useEffect(() => {
    const parcel = parcelRef.current;
    if (!parcel?.update) return;
    queueRef.current = queueRef.current
      .then(() =>
        // The newest props when this turn comes: updates queued behind a slow one apply the latest state.
        parcel === parcelRef.current && parcel.getStatus() === 'MOUNTED'
          ? parcel.update?.({ ...propsRef.current, handleError: (e: unknown) => onErrorRef.current(e) } as never)
          : undefined,
      )
      .catch(() => undefined);
  }, [mountProps]);

  return <div ref={elementRef} className="remote-parcel" />;
}
