import { render, screen } from '@testing-library/react';
import { ApiError } from '@console/platform/api-error';
import { DetailQueryGate, type DetailQueryResult } from './detail-query-gate';
import { createTestPlatform, TestProviders } from './test-support/test-providers';

function renderGate(query: DetailQueryResult<{ name: string }>, loadingLabel?: string) {
  const { platform } = createTestPlatform();
  render(
    <TestProviders platform={platform} path="/list">
      <DetailQueryGate
        query={query}
        notFound="찾을 수 없어요."
        back="/back"
        backLabel="목록으로"
        loadingLabel={loadingLabel}
      >
        {(record) => <h1>{record.name}</h1>}
      </DetailQueryGate>
    </TestProviders>,
  );
}

describe('DetailQueryGate', () => {
  it('shows a spinner while the record loads', () => {
    renderGate({ isPending: true, fetchStatus: 'fetching', error: null }, '불러오는 중');
    expect(screen.getByRole('progressbar', { name: '불러오는 중' })).toBeInTheDocument();
  });

  it('draws the page once the record is there', () => {
    renderGate({ isPending: false, fetchStatus: 'idle', error: null, data: { name: '겨울 쿠폰' } });
    expect(screen.getByRole('heading', { name: '겨울 쿠폰' })).toBeInTheDocument();
  });

  it("says the server's message, or not found, with the way back", () => {
    renderGate({
      isPending: false,
      fetchStatus: 'idle',
      error: new ApiError(404, 'Not Found', '삭제된 템플릿이에요.'),
    });
    expect(screen.getByRole('alert')).toHaveTextContent('삭제된 템플릿이에요.');
    expect(screen.getByRole('link', { name: '목록으로' })).toHaveAttribute('href', '/back');
  });

  it('treats a query that never ran (an invalid seq) as not found', () => {
    renderGate({ isPending: true, fetchStatus: 'idle', error: null });
    expect(screen.getByRole('alert')).toHaveTextContent('찾을 수 없어요.');
  });
});
