import { fireEvent, render, screen } from '@testing-library/react';
import type { DataTableColumn } from './data-table';
import { PagedQueryTable, type PageQueryResult } from './paged-query-table';
import { createTestPlatform, TestProviders } from './test-support/test-providers';

interface Row {
  seq: number;
  name: string;
}

const columns: DataTableColumn<Row>[] = [{ id: 'name', header: '이름', render: (row) => row.name }];
const list = () => ({ page: 1, size: 20, setPage: jest.fn(), setSize: jest.fn() });
const answered = (overrides: Partial<PageQueryResult<Row>> = {}): PageQueryResult<Row> => ({
  data: { items: [{ seq: 1, name: '첫째' }], page: 1, size: 20, total: 45 },
  isPending: false,
  isError: false,
  refetch: jest.fn(),
  ...overrides,
});

function renderTable(query: PageQueryResult<Row>, extra: { enabled?: boolean; paging?: ReturnType<typeof list> } = {}) {
  const { platform } = createTestPlatform();
  const paging = extra.paging ?? list();
  render(
    <TestProviders platform={platform} path="/list">
      <PagedQueryTable<Row>
        label="테스트 목록"
        columns={columns}
        rowKey={(row) => row.seq}
        list={paging}
        query={query}
        enabled={extra.enabled}
        emptyMessage="없어요"
        invalidMessage="기간을 고쳐 주세요"
      />
    </TestProviders>,
  );
  return paging;
}

describe('PagedQueryTable', () => {
  it('shows the page of the query with its total and pages through the kept paging state', () => {
    const paging = renderTable(answered());
    expect(screen.getByText('첫째')).toBeInTheDocument();
    expect(screen.getByText('전체 45건 중 1-20')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '다음 페이지' }));
    expect(paging.setPage).toHaveBeenCalledWith(2);
  });

  it('says "N건 이상" for a look-ahead count', () => {
    renderTable(
      answered({ data: { items: [{ seq: 1, name: '첫째' }], page: 1, size: 20, total: 120, moreAfterTotal: true } }),
    );
    expect(screen.getByText('120건 이상 중 1-20')).toBeInTheDocument();
  });

  it('retries a failed query', () => {
    const query = answered({ data: undefined, isError: true });
    renderTable(query);
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(query.refetch).toHaveBeenCalled();
  });

  it('shows no rows and the invalid-filter message while disabled', () => {
    renderTable(answered({ isPending: true }), { enabled: false });
    expect(screen.queryByText('첫째')).not.toBeInTheDocument();
    expect(screen.getByText('기간을 고쳐 주세요')).toBeInTheDocument();
  });
});
