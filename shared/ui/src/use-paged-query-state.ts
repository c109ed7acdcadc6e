import { useCallback, useEffect, useMemo, useState } from 'react';
import type { PagingState } from '@console/platform/contract';
import { usePlatform } from '@console/platform/hooks';

export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;

export interface PagedQueryDefaults {
  size?: number;
  /** The filters the list knows, with their defaults ('' = all). Unknown stored keys are dropped. */
  filters?: Record<string, string>;
}

export interface PagedQueryState {
  page: number;
  size: number;
  filters: Record<string, string>;
  setPage(page: number): void;
  /** A new size starts again at page 1. */
  setSize(size: number): void;
  /** A new filter value starts again at page 1. */
  setFilter(name: string, value: string): void;
  /** page, size and the non-empty filters: the query parameters of the list call. */
  params: Record<string, string | number>;
}

function initialState(stored: PagingState | undefined, defaults: PagedQueryDefaults): PagingState {
  const filters = { ...defaults.filters };
  for (const name of Object.keys(filters)) {
    const value = stored?.filters?.[name];
    if (typeof value === 'string') filters[name] = value;
  }
  const page = stored && Number.isSafeInteger(stored.page) && stored.page >= 1 ? stored.page : 1;
  const size =
    stored && Number.isSafeInteger(stored.size) && stored.size >= 1 && stored.size <= 100
      ? stored.size
      : (defaults.size ?? DEFAULT_PAGE_SIZE);
  return { page, size, filters, ...(stored?.sort ? { sort: stored.sort } : {}) };
}

/**
 * Page, size and filters of a server-paged list, kept in `platform.paging` under the route
 * pattern (e.g. /console/team/{teamSeq}/service/callback) so they survive a trip to a detail page
 * and back (PRODUCT.md "Rules that cut across apps").
 */
export function usePagedQueryState(pattern: string, defaults: PagedQueryDefaults = {}): PagedQueryState {
  const { paging } = usePlatform();
  const [state, setState] = useState<PagingState>(() => initialState(paging.get(pattern), defaults));

  useEffect(() => {
    paging.set(pattern, state);
  }, [paging, pattern, state]);

  const setPage = useCallback((page: number) => setState((s) => ({ ...s, page })), []);
  const setSize = useCallback((size: number) => setState((s) => ({ ...s, size, page: 1 })), []);
  const setFilter = useCallback(
    (name: string, value: string) => setState((s) => ({ ...s, page: 1, filters: { ...s.filters, [name]: value } })),
    [],
  );

  const params = useMemo(() => {
    const result: Record<string, string | number> = { page: state.page, size: state.size };
    for (const [name, value] of Object.entries(state.filters)) if (value !== '') result[name] = value;
    return result;
  }, [state]);

  return { page: state.page, size: state.size, filters: state.filters, setPage, setSize, setFilter, params };
}
