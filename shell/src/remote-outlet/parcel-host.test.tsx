import { act, render, waitFor } from '@testing-library/react';
import type { ParcelConfig } from 'single-spa';
import type { RemoteMountProps } from '@console/platform/contract';
import { loadedSingleSpa } from '../federation/single-spa-runtime';
import { ParcelHost } from './parcel-host';

/** A parcel whose updates finish only when the test says so, recording the path each update carried. */
function slowParcel() {
  const paths: string[] = [];
  const pending: (() => void)[] = [];
  let unmounted = 0;
  const pathOf = (props: unknown) => (props as RemoteMountProps).routing.location.pathname;
  const config: ParcelConfig = {
    bootstrap: async () => undefined,
    mount: async (props) => {
      paths.push(`mount ${pathOf(props)}`);
    },
    update: (props) =>
      new Promise<void>((resolve) => {
        paths.push(`update ${pathOf(props)}`);
        pending.push(resolve);
      }),
    unmount: async () => {
      unmounted += 1;
    },
  };
  return { config, paths, finishUpdate: () => pending.shift()?.(), unmounted: () => unmounted };
}

const propsAt = (pathname: string) =>
  ({
    platform: {},
    team: null,
    routing: { basename: '/', navigator: {}, location: { pathname, search: '', hash: '', state: null, key: pathname } },
  }) as unknown as RemoteMountProps;

describe('ParcelHost', () => {
  // Runs first: single-spa is not loaded yet in this file.
  it('loads single-spa itself when no remote brought it, and mounts with the newest props', async () => {
    expect(loadedSingleSpa()).toBeUndefined();
    const parcel = slowParcel();
    const view = render(<ParcelHost config={parcel.config} mountProps={propsAt('/first')} onError={jest.fn()} />);
    view.rerender(<ParcelHost config={parcel.config} mountProps={propsAt('/second')} onError={jest.fn()} />);
    await waitFor(() => expect(parcel.paths).toEqual(['mount /second']));
    expect(loadedSingleSpa()).toBeDefined();
  });

  it('applies navigations that arrive while an update runs, ending on the newest page', async () => {
    const parcel = slowParcel();
    const onError = jest.fn();
    const view = render(<ParcelHost config={parcel.config} mountProps={propsAt('/list')} onError={onError} />);
    await waitFor(() => expect(parcel.paths).toEqual(['mount /list']));

    view.rerender(<ParcelHost config={parcel.config} mountProps={propsAt('/list/7')} onError={onError} />);
    await waitFor(() => expect(parcel.paths).toEqual(['mount /list', 'update /list/7']));
    // Back to the list while the detail update still runs (a quick browser back).
    view.rerender(<ParcelHost config={parcel.config} mountProps={propsAt('/list')} onError={onError} />);
    await act(async () => parcel.finishUpdate());
    await waitFor(() => expect(parcel.paths).toEqual(['mount /list', 'update /list/7', 'update /list']));
    await act(async () => parcel.finishUpdate());
    expect(onError).not.toHaveBeenCalled();
  });

  it('unmounts a parcel that was still updating when the host went away', async () => {
    const parcel = slowParcel();
    const view = render(<ParcelHost config={parcel.config} mountProps={propsAt('/a')} onError={jest.fn()} />);
    await waitFor(() => expect(parcel.paths).toEqual(['mount /a']));
    view.rerender(<ParcelHost config={parcel.config} mountProps={propsAt('/b')} onError={jest.fn()} />);
    await waitFor(() => expect(parcel.paths).toContain('update /b'));
    view.unmount();
    expect(parcel.unmounted()).toBe(0);
    await act(async () => parcel.finishUpdate());
    await waitFor(() => expect(parcel.unmounted()).toBe(1));
  });
});
