import type { ReactNode } from 'react';
import type { Page } from '@console/contracts/api-envelope';
import { DataTable, type DataTableProps } from './data-table';
import type { PagedQueryState } from './use-paged-query-state';

/** What PagedQueryTable reads of a TanStack query of one page. */
export interface PageQueryResult<T> {
  data?: Page<T> & { moreAfterTotal?: boolean };
  isPending: boolean;
  isError: boolean;
  refetch(): unknown;
}

type WiredProps =
  | 'rows'
  | 'total'
  | 'totalIsLowerBound'
  | 'page'
  | 'size'
  | 'onPageChange'
  | 'onSizeChange'
  | 'loading'
  | 'error'
  | 'onRetry';

export interface PagedQueryTableProps<T> extends Omit<DataTableProps<T>, WiredProps> {
  /** The list's kept paging state (usePagedQueryState). */
  list: Pick<PagedQueryState, 'page' | 'size' | 'setPage' | 'setSize'>;
  /** The query of the current page. */
  query: PageQueryResult<T>;
  /** False while the filters are invalid (the query is not sent): no rows, `invalidMessage` instead. */
  enabled?: boolean;
  invalidMessage?: ReactNode;
}

/**
 * A DataTable wired to a server-paged query and its kept paging state: rows, totals (also a
 * look-ahead count, `moreAfterTotal`), loading, error with retry, page and size changes.
 */
export function PagedQueryTable<T>({
  list,
  query,
  enabled = true,
  invalidMessage,
  emptyMessage,
  ...table
}: PagedQueryTableProps<T>) {
  return (
    <DataTable
      {...table}
      rows={enabled ? query.data?.items : []}
      total={enabled ? (query.data?.total ?? 0) : 0}
      totalIsLowerBound={enabled && Boolean(query.data?.moreAfterTotal)}
      page={list.page}
      size={list.size}
      onPageChange={list.setPage}
      onSizeChange={list.setSize}
      loading={enabled && query.isPending}
      error={query.isError}
      onRetry={() => void query.refetch()}
      emptyMessage={enabled ? emptyMessage : invalidMessage}
    />
  );
}
