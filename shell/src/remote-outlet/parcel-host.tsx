import { useEffect, useRef } from 'react';
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import type { RemoteMountProps } from '@console/platform/contract';

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

  useEffect(() => {
    const domElement = elementRef.current;
    if (!domElement) return undefined;
    const handleError = (error: unknown) => onErrorRef.current(error);
    const parcel = mountRootParcel(config, { domElement, ...propsRef.current, handleError } as never);
    parcelRef.current = parcel;
    parcel.mountPromise.catch(handleError);
    return () => {
      parcelRef.current = null;
      if (parcel.getStatus() === 'MOUNTED') parcel.unmount().catch(() => undefined);
    };
  }, [config]);

  useEffect(() => {
    const parcel = parcelRef.current;
    if (!parcel?.update) return;
    void parcel.mountPromise
      .then(() => (parcel.getStatus() === 'MOUNTED' ? parcel.update?.({ ...mountProps, handleError: (e: unknown) => onErrorRef.current(e) } as never) : undefined))
      .catch(() => undefined);
  }, [mountProps]);

  return <div ref={elementRef} className="remote-parcel" />;
}
