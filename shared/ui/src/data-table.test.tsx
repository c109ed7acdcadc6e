import { fireEvent, render, screen, within } from '@testing-library/react';
import { DataTable, type DataTableColumn } from './data-table';
import { createTestPlatform, TestProviders } from './test-support/test-providers';

interface Row {
  seq: number;
  name: string;
}

const columns: DataTableColumn<Row>[] = [
  { id: 'name', header: '이름', render: (row) => row.name },
  { id: 'seq', header: '번호', render: (row) => row.seq, align: 'right' },
];

function renderTable(props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
  const { platform } = createTestPlatform();
  const onPageChange = jest.fn();
  const onSizeChange = jest.fn();
  render(
    <TestProviders platform={platform} path="/list">
      <DataTable<Row>
        label="테스트 목록"
        columns={columns}
        rowKey={(row) => row.seq}
        rows={[
          { seq: 1, name: '첫째' },
          { seq: 2, name: '둘째' },
        ]}
        total={45}
        page={1}
        size={20}
        onPageChange={onPageChange}
        onSizeChange={onSizeChange}
        {...props}
      />
    </TestProviders>,
  );
  return { onPageChange, onSizeChange };
}

describe('DataTable', () => {
  it('shows rows and Korean paging labels, and reports 1-based pages', () => {
    const { onPageChange } = renderTable();
    const table = screen.getByRole('table', { name: '테스트 목록' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('전체 45건 중 1-20')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '다음 페이지' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    fireEvent.click(screen.getByRole('button', { name: '마지막 페이지' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('shows skeleton rows while loading', () => {
    renderTable({ loading: true, rows: undefined });
    expect(screen.getAllByTestId('data-table-skeleton')).toHaveLength(5);
    expect(screen.queryByText('첫째')).not.toBeInTheDocument();
  });

  it('shows the empty message', () => {
    renderTable({ rows: [], total: 0, emptyMessage: '아직 아무것도 없어요.' });
    expect(screen.getByText('아직 아무것도 없어요.')).toBeInTheDocument();
  });

  it('shows the error with a retry button instead of the table', () => {
    const onRetry = jest.fn();
    renderTable({ error: true, onRetry });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('목록을 불러오지 못했어요.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('links rows to their detail page', () => {
    renderTable({ rowHref: (row) => `/detail/${row.seq}` });
    expect(screen.getByRole('link', { name: '둘째' })).toHaveAttribute('href', '/detail/2');
    fireEvent.click(screen.getByText('1'));
    expect(screen.getByText('other page')).toBeInTheDocument();
  });

  it('moves to the last page when the kept page is past the end', () => {
    const { onPageChange } = renderTable({ rows: [], total: 45, page: 7 });
    expect(onPageChange).toHaveBeenCalledWith(3);
  });
});
