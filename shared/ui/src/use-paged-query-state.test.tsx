import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PlatformContext } from '@console/platform/hooks';
import type { RemoteMountProps } from '@console/platform/contract';
import { createTestPlatform } from './test-support/test-providers';
import { usePagedQueryState } from './use-paged-query-state';

const PATTERN = '/console/team/{teamSeq}/service/callback';

function setup() {
  const { platform, store } = createTestPlatform();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PlatformContext.Provider value={{ platform } as unknown as RemoteMountProps}>{children}</PlatformContext.Provider>
  );
  const render = () =>
    renderHook(() => usePagedQueryState(PATTERN, { size: 20, filters: { status: '' } }), { wrapper });
  return { store, render };
}

describe('usePagedQueryState', () => {
  it('starts at page 1 with the defaults and leaves empty filters out of the params', () => {
    const { render } = setup();
    const { result } = render();
    expect(result.current.params).toEqual({ page: 1, size: 20 });
  });

  it('keeps page, size and filters under the route pattern across unmounts', () => {
    const { store, render } = setup();
    const first = render();
    act(() => first.result.current.setFilter('status', 'APPROVED'));
    act(() => first.result.current.setPage(3));
    expect(first.result.current.params).toEqual({ page: 3, size: 20, status: 'APPROVED' });
    first.unmount();

    expect(store.get(PATTERN)).toEqual({ page: 3, size: 20, filters: { status: 'APPROVED' } });
    const again = render();
    expect(again.result.current.params).toEqual({ page: 3, size: 20, status: 'APPROVED' });
  });

  it('goes back to page 1 when a filter or the size changes', () => {
    const { render } = setup();
    const { result } = render();
    act(() => result.current.setPage(4));
    act(() => result.current.setSize(50));
    expect(result.current.params).toEqual({ page: 1, size: 50 });
    act(() => result.current.setPage(2));
    act(() => result.current.setFilter('status', 'PENDING'));
    expect(result.current.params).toEqual({ page: 1, size: 50, status: 'PENDING' });
  });

  it('ignores stored values it does not know or cannot use', () => {
    const { store, render } = setup();
    store.set(PATTERN, { page: -2, size: 100000, filters: { status: 'REJECTED', other: 'x' } });
    const { result } = render();
    expect(result.current.params).toEqual({ page: 1, size: 20, status: 'REJECTED' });
  });
});
