import { useEffect, type MouseEvent, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Link,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PAGE_SIZE_OPTIONS } from './use-paged-query-state';

export interface DataTableColumn<T> {
  id: string;
  header: ReactNode;
  render(row: T): ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
}

export interface DataTableProps<T> {
  /** Accessible name of the table. */
  label: string;
  columns: DataTableColumn<T>[];
  rowKey(row: T): string | number;
  /** The current page's rows; undefined while the first answer is pending. */
  rows: T[] | undefined;
  total: number;
  /**
   * More rows follow the counted `total` (a list that counts only a few pages ahead): the pager says
   * "N건 이상" and has no last-page button; paging on counts further.
   */
  totalIsLowerBound?: boolean;
  /** 1-based, as the server counts. */
  page: number;
  size: number;
  onPageChange(page: number): void;
  onSizeChange(size: number): void;
  loading?: boolean;
  /** Shows the error state (with a retry button when onRetry is given) instead of rows. */
  error?: boolean;
  errorMessage?: string;
  onRetry?(): void;
  emptyMessage?: ReactNode;
  /** Makes each row open this path; the first column becomes a link for keyboard users. */
  rowHref?(row: T): string;
}

const SKELETON_ROWS = 5;

/** A server-paged list: MUI Table + TablePagination with loading, empty and error states. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, rows, total, page, size, loading = false, error = false, rowHref } = props;
  const { t } = useTranslation('ui');
  const navigate = useNavigate();
  const lastPage = Math.max(1, Math.ceil(total / size));

  // A kept page can be past the end (rows were deleted, another team): go to the last page.
  const outOfRange = !loading && !error && rows !== undefined && rows.length === 0 && total > 0 && page > lastPage;
  const { onPageChange } = props;
  useEffect(() => {
    if (outOfRange) onPageChange(lastPage);
  }, [outOfRange, lastPage, onPageChange]);

  if (error) {
    return (
      <Alert
        severity="error"
        action={
          props.onRetry ? (
            <Button color="inherit" size="small" onClick={props.onRetry}>
              {t('table.retry')}
            </Button>
          ) : undefined
        }
      >
        {props.errorMessage ?? t('table.loadFailed')}
      </Alert>
    );
  }

  const openRow = (event: MouseEvent, row: T) => {
    // Buttons and links inside a row (copy, actions) keep their own behaviour.
    if ((event.target as HTMLElement).closest('a, button, input, [role="button"]')) return;
    if (rowHref) navigate(rowHref(row));
  };

  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label={props.label} aria-busy={loading}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.id} align={column.align} sx={{ width: column.width }}>
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {loading || rows === undefined
              ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                  <TableRow key={`skeleton-${i}`} data-testid="data-table-skeleton">
                    {columns.map((column) => (
                      <TableCell key={column.id}>
                        <Skeleton variant="text" />
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              : null}
            {!loading && rows?.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                  {props.emptyMessage ?? t('table.empty')}
                </TableCell>
              </TableRow>
            ) : null}
            {!loading &&
              rows?.map((row) => (
                <TableRow
                  key={props.rowKey(row)}
                  hover={Boolean(rowHref)}
                  onClick={rowHref ? (event) => openRow(event, row) : undefined}
                  sx={rowHref ? { cursor: 'pointer' } : undefined}
                >
                  {columns.map((column, index) => (
                    <TableCell key={column.id} align={column.align}>
                      {rowHref && index === 0 ? (
                        <Link
                          component={RouterLink}
                          to={rowHref(row)}
                          underline="hover"
                          color="inherit"
                          fontWeight={600}
                        >
                          {column.render(row)}
                        </Link>
                      ) : (
                        column.render(row)
                      )}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={Math.min(page, lastPage) - 1}
        rowsPerPage={size}
        rowsPerPageOptions={[...PAGE_SIZE_OPTIONS]}
        onPageChange={(_, zeroBased) => onPageChange(zeroBased + 1)}
        onRowsPerPageChange={(event) => props.onSizeChange(Number(event.target.value))}
        labelRowsPerPage={t('table.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) =>
          t(props.totalIsLowerBound ? 'table.displayedRowsAtLeast' : 'table.displayedRows', { from, to, count })
        }
        getItemAriaLabel={(type) => t(`table.${type}Page`)}
        showFirstButton
        showLastButton={!props.totalIsLowerBound}
      />
    </Paper>
  );
}
