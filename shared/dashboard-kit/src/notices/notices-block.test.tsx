import { screen, within } from '@testing-library/react';
import { renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { failing, hanging, NOTICES } from '../test-support/dashboard-fixtures';
import { NoticesBlock } from './notices-block';

const renderBlock = (handler: FakeHandler) =>
  renderWithPlatform(<NoticesBlock />, { handlers: { 'GET /api/brand/notices': handler } });

describe('NoticesBlock', () => {
  it('lists the latest notices, pinned first, each opening its page', async () => {
    const { platform } = renderBlock(() => NOTICES);
    const pinned = (await screen.findByRole('link', { name: '11월 정기 점검 안내' })).closest('li')!;
    expect(pinned).toHaveTextContent('고정');
    expect(within(pinned).getByRole('link')).toHaveAttribute('href', '/brand/customers/notice/3');
    expect(screen.getByRole('link', { name: '브랜드 메시지 출시' }).closest('li')).toHaveTextContent(
      '업데이트브랜드 메시지 출시2026.11.10',
    );
    expect(screen.getByRole('link', { name: '전체 보기' })).toHaveAttribute('href', '/brand/customers/notice');
    expect(platform.api.calls[0]?.params).toEqual({ page: 1, size: 5 });
  });

  it('loading, empty and failed each show in the block', async () => {
    const loading = renderBlock(hanging);
    expect(screen.getByTestId('dashboard-notices')).toHaveAttribute('data-state', 'loading');
    loading.unmount();
    const empty = renderBlock(() => ({ ...NOTICES, items: [], total: 0 }));
    expect(await screen.findByText('새 공지사항이 없어요.')).toBeInTheDocument();
    empty.unmount();
    renderBlock(failing);
    expect(await screen.findByText('공지사항을 불러오지 못했어요.')).toBeInTheDocument();
  });
});
