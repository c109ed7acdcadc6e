import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, pageOf, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { addDays, isoDateInSeoul } from '@console/ui/format';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import { SendHistoryPage } from './send-history-page';
import { summary } from './send-request-fixtures';

const PATTERN = '/console/team/{teamSeq}/send/history';

function renderPage(handler?: FakeHandler) {
  return renderWithPlatform(<SendHistoryPage />, {
    path: '/console/team/1/send/history',
    routePath: '/console/team/:teamSeq/send/history',
    teamSeq: 1,
    defaultNS: 'messaging',
    resources: { ko: { messaging: ko }, en: { messaging: en } },
    handlers: {
      'GET /api/team/send-requests':
        handler ??
        (({ params }) =>
          pageOf(
            [
              summary(),
              summary({
                seq: 40,
                status: 'RESERVED',
                reserveAt: '2026-11-25T01:00:00.000Z',
                counts: { total: 5, pending: 5, delivered: 0, failed: 0, optedOut: 0, cancelled: 0, fallback: 0 },
                costKrw: 0,
              }),
            ],
            Number(params?.page ?? 1),
            Number(params?.size ?? 20),
            45,
          )),
    },
  });
}

describe('SendHistoryPage', () => {
  it('lists the last 31 days of requests with counts, cost and state, linking to each', async () => {
    const { platform } = renderPage();
    const link = await screen.findByRole('link', { name: '#41' });
    expect(link).toHaveAttribute('href', '/console/team/1/send/history/41');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('성공 2 · 실패 1 · 대기 0')).toBeInTheDocument();
    expect(within(row).getByText('26원')).toBeInTheDocument();
    expect(within(row).getByText('완료')).toBeInTheDocument();
    expect(within(row).getByText('02-1234-5678')).toBeInTheDocument();
    expect(
      within(screen.getByRole('link', { name: '#40' }).closest('tr') as HTMLElement).getByText('예약'),
    ).toBeInTheDocument();
    const today = isoDateInSeoul();
    expect(platform.api.calls[0]).toMatchObject({
      url: '/api/team/send-requests',
      params: { page: 1, size: 20, from: addDays(today, -30), to: today },
    });
    expect(screen.getByText('조회 기간은 최대 31일이에요. 내역은 6개월 동안 보관돼요.')).toBeInTheDocument();
  });

  it('filters by status and pages on the server, keeping both for the pattern', async () => {
    const { platform } = renderPage();
    await screen.findByRole('link', { name: '#41' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '발송 상태' }));
    fireEvent.click(await screen.findByRole('option', { name: '예약' }));
    await screen.findByText('전체 45건 중 1-20');
    expect(platform.api.calls.at(-1)?.params).toMatchObject({ page: 1, size: 20, status: 'RESERVED' });
    fireEvent.click(screen.getByRole('button', { name: '마지막 페이지' }));
    await screen.findByText('전체 45건 중 41-45');
    expect(platform.api.calls.at(-1)?.params).toMatchObject({ page: 3, status: 'RESERVED' });
    expect(platform.paging.get(PATTERN)).toMatchObject({ page: 3, filters: { status: 'RESERVED' } });
  });

  it('exports the requests of the shown range and status as the server names the file', async () => {
    const { platform } = renderPage();
    await screen.findByRole('link', { name: '#41' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '발송 상태' }));
    fireEvent.click(await screen.findByRole('option', { name: '완료' }));
    const download = jest
      .spyOn(platform.api, 'download')
      .mockResolvedValue({ blob: new Blob(['\uFEFF요청 번호\r\n']), exportTitle: '발송요청_20261121.csv' });
    // jsdom cannot follow the download link that saveFile clicks.
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: '내보내기' }));
    const today = isoDateInSeoul();
    await waitFor(() =>
      expect(download).toHaveBeenCalledWith('/api/team/send-requests/export', {
        params: { from: addDays(today, -30), to: today, status: 'DONE' },
        silent: true,
      }),
    );
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('발송요청_20261121.csv');
  });

  it('explains a range over 31 days in place and does not ask the server', async () => {
    const { platform } = renderPage();
    await screen.findByRole('link', { name: '#41' });
    const calls = platform.api.calls.length;
    fireEvent.change(screen.getByLabelText('시작일'), { target: { value: addDays(isoDateInSeoul(), -40) } });
    expect(await screen.findByText('조회 기간은 최대 31일이에요.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '내보내기' })).not.toBeInTheDocument();
    expect(screen.getByText('조회 기간을 고치면 목록을 보여 드려요.')).toBeInTheDocument();
    expect(platform.api.calls).toHaveLength(calls);
  });

  it('shows the error state with retry', async () => {
    renderPage(() => {
      throw new ApiError(503, 'Service Unavailable', '잠시 후 다시 시도해 주세요.');
    });
    expect(await screen.findByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });

  it('names an alimtalk request 알림톡 with its fallback count, and no sender number without fallback', async () => {
    renderPage(() =>
      pageOf([
        summary({
          seq: 43,
          channel: 'ALIMTALK',
          fallbackEnabled: true,
          senderNumber: '15881234',
          typeCounts: { SMS: 0, LMS: 3, MMS: 0 },
          counts: { total: 3, pending: 0, delivered: 3, failed: 0, optedOut: 0, cancelled: 0, fallback: 1 },
          costKrw: 58,
        }),
        summary({ seq: 44, channel: 'ALIMTALK', senderNumber: '', typeCounts: { SMS: 1, LMS: 0, MMS: 0 } }),
      ]),
    );
    const withFallback = (await screen.findByRole('link', { name: '#43' })).closest('tr') as HTMLElement;
    expect(within(withFallback).getByText('알림톡')).toBeInTheDocument();
    expect(within(withFallback).getByText('성공 3 · 실패 0 · 대기 0 · 대체 1')).toBeInTheDocument();
    expect(within(withFallback).getByText('1588-1234')).toBeInTheDocument();
    const without = screen.getByRole('link', { name: '#44' }).closest('tr') as HTMLElement;
    expect(within(without).getByText('알림톡')).toBeInTheDocument();
    expect(within(without).queryByText('SMS')).not.toBeInTheDocument();
    expect(within(without).getByText('-')).toBeInTheDocument();
  });
});
