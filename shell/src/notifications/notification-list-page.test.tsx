import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Notification } from '@console/contracts/notifications';
import { ApiError, pageOf, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { en } from '../i18n/en';
import { ko } from '../i18n/ko';
import { NotificationListPage } from './notification-list-page';

const item = (overrides: Partial<Notification>): Notification => ({
  seq: 1,
  kind: 'SYSTEM',
  title: '안내',
  body: '',
  link: null,
  read: false,
  readAt: null,
  createdAt: '2026-11-20T01:00:00.000Z',
  ...overrides,
});

const items = [
  item({
    seq: 3,
    kind: 'VERIFICATION_APPROVED',
    title: '사업자 인증이 끝났어요',
    body: '이제 발송할 수 있어요.',
    link: '/account/info/biz',
  }),
  item({
    seq: 2,
    kind: 'TEAM_READY',
    title: '마케팅팀을 쓸 수 있어요',
    read: true,
    readAt: '2026-11-20T02:00:00.000Z',
  }),
];

function renderPage(handlers: Record<string, FakeHandler> = {}) {
  return renderWithPlatform(<NotificationListPage />, {
    path: '/console/notification',
    routePath: '/console/notification',
    defaultNS: 'shell',
    resources: { ko: { shell: ko }, en: { shell: en } },
    handlers: {
      'GET /api/notifications': ({ params }) =>
        pageOf(params?.unread ? items.filter((i) => !i.read) : items, 1, Number(params?.size ?? 20), 2),
      'GET /api/notifications/unread-count': () => ({ count: 1 }),
      'POST /api/notifications/3/read': () => ({ ...items[0], read: true }),
      'POST /api/notifications/read-all': () => ({ updated: 1 }),
      ...handlers,
    },
  });
}

describe('NotificationListPage', () => {
  it('lists the notifications with kind, unread mark, body, link and Seoul time', async () => {
    const { platform } = renderPage();
    const link = await screen.findByRole('link', { name: '사업자 인증이 끝났어요' });
    expect(link).toHaveAttribute('href', '/account/info/biz');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('인증 승인')).toBeInTheDocument();
    expect(within(row).getByText('새 알림')).toBeInTheDocument();
    expect(within(row).getByText('이제 발송할 수 있어요.')).toBeInTheDocument();
    expect(within(row).getByText('2026.11.20 10:00')).toBeInTheDocument();
    const readRow = screen.getByText('마케팅팀을 쓸 수 있어요').closest('tr') as HTMLElement;
    expect(within(readRow).queryByText('새 알림')).not.toBeInTheDocument();
    expect(within(readRow).queryByRole('button')).not.toBeInTheDocument();
    expect(await screen.findByText('안 읽은 알림 1개')).toBeInTheDocument();
    expect(platform.api.calls[0]).toMatchObject({ url: '/api/notifications', params: { page: 1, size: 20 } });
  });

  it('marks one read with its button and asks for the list again', async () => {
    const { platform } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '읽음 표시: "사업자 인증이 끝났어요"' }));
    await waitFor(() =>
      expect(platform.api.calls.some((c) => c.method === 'POST' && c.url === '/api/notifications/3/read')).toBe(true),
    );
    await waitFor(() =>
      expect(platform.api.calls.filter((c) => c.url === '/api/notifications').length).toBeGreaterThan(1),
    );
  });

  it('marks all read and says how many', async () => {
    const { platform } = renderPage();
    await screen.findByText('안 읽은 알림 1개');
    fireEvent.click(screen.getByRole('button', { name: '모두 읽음으로 표시' }));
    await waitFor(() =>
      expect(platform.toasts).toContainEqual({ message: '알림 1개를 읽음으로 표시했어요.', severity: 'success' }),
    );
  });

  it('the unread filter asks the server and is kept for the way back', async () => {
    const { platform } = renderPage();
    await screen.findByText('마케팅팀을 쓸 수 있어요');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '읽음 상태' }));
    fireEvent.click(await screen.findByRole('option', { name: '안 읽은 알림' }));
    await waitFor(() => expect(screen.queryByText('마케팅팀을 쓸 수 있어요')).not.toBeInTheDocument());
    expect(platform.api.calls.filter((c) => c.url === '/api/notifications').at(-1)?.params).toEqual({
      page: 1,
      size: 20,
      unread: 'true',
    });
    expect(platform.paging.get('/console/notification')).toEqual({ page: 1, size: 20, filters: { read: 'unread' } });
  });

  it('disables "mark all" when nothing is unread, and shows the empty state', async () => {
    renderPage({
      'GET /api/notifications': () => pageOf([]),
      'GET /api/notifications/unread-count': () => ({ count: 0 }),
    });
    expect(await screen.findByText('아직 받은 알림이 없어요.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '모두 읽음으로 표시' })).toBeDisabled());
  });

  it('shows the error with a retry', async () => {
    let fail = true;
    renderPage({
      'GET /api/notifications': () => {
        if (fail) throw new ApiError(500, 'Internal Server Error', '서버 오류');
        return pageOf(items);
      },
    });
    expect(await screen.findByText('목록을 불러오지 못했어요.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('마케팅팀을 쓸 수 있어요')).toBeInTheDocument();
  });
});
