import { fireEvent, screen, within } from '@testing-library/react';
import type { MessageHistoryItem } from '@console/contracts/send-requests';
import { pageOf, renderWithPlatform } from '@console/testing/fake-platform';
import { addDays, isoDateInSeoul } from '@console/ui/format';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import { MessageHistoryPage } from './message-history-page';

const item = (overrides: Partial<MessageHistoryItem>): MessageHistoryItem => ({
  seq: 1,
  phone: '01012345678',
  type: 'SMS',
  status: 'DELIVERED',
  text: '주문하신 상품이 출발했어요.',
  bytes: 28,
  resultCode: '0000',
  resultReason: null,
  costKrw: 13,
  fallbackOf: null,
  sentAt: '2026-11-21T01:00:02.000Z',
  reportedAt: '2026-11-21T01:00:05.000Z',
  requestSeq: 41,
  senderNumber: '15881234',
  advertising: false,
  createdAt: '2026-11-21T01:00:00.000Z',
  ...overrides,
});

function renderPage(moreAfterTotal = false) {
  return renderWithPlatform(<MessageHistoryPage />, {
    path: '/console/team/1/history/send',
    routePath: '/console/team/:teamSeq/history/send',
    teamSeq: 1,
    defaultNS: 'messaging',
    resources: { ko: { messaging: ko }, en: { messaging: en } },
    handlers: {
      'GET /api/team/messages': ({ params }) => ({
        moreAfterTotal,
        ...pageOf(
          [
            item({ seq: 1 }),
            item({
              seq: 2,
              phone: '01000000002',
              status: 'FAILED',
              resultCode: '3003',
              resultReason: '단말기 전원 꺼짐',
              costKrw: 0,
              requestSeq: 39,
            }),
          ],
          Number(params?.page ?? 1),
          Number(params?.size ?? 20),
          70,
        ),
      }),
    },
  });
}

describe('MessageHistoryPage', () => {
  it('lists every message of the last 31 days with its result and a link to its request', async () => {
    const { platform } = renderPage();
    const failed = (await screen.findByText('010-0000-0002')).closest('tr') as HTMLElement;
    expect(within(failed).getByText('단말기 전원 꺼짐 (3003)')).toBeInTheDocument();
    expect(within(failed).getByRole('link', { name: '#39' })).toHaveAttribute(
      'href',
      '/console/team/1/send/history/39',
    );
    expect(within(failed).getByText('1588-1234')).toBeInTheDocument();
    const today = isoDateInSeoul();
    expect(platform.api.calls[0]).toMatchObject({
      url: '/api/team/messages',
      params: { page: 1, size: 20, from: addDays(today, -30), to: today },
    });
    expect(screen.getByRole('button', { name: '내보내기' })).toBeInTheDocument();
    expect(await screen.findByText('전체 70건 중 1-20')).toBeInTheDocument();
  });

  it('sends status, type and number filters and the page to the server, and keeps them for the pattern', async () => {
    const { platform } = renderPage();
    await screen.findByText('010-0000-0002');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '결과' }));
    fireEvent.click(await screen.findByRole('option', { name: '실패' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '유형' }));
    fireEvent.click(await screen.findByRole('option', { name: 'LMS' }));
    fireEvent.change(screen.getByRole('textbox', { name: '받는 번호 검색' }), { target: { value: '010-0000-0002' } });
    fireEvent.click(await screen.findByRole('button', { name: '마지막 페이지' }));
    await screen.findByText('전체 70건 중 61-70');
    expect(platform.api.calls.at(-1)?.params).toMatchObject({
      page: 4,
      size: 20,
      status: 'FAILED',
      type: 'LMS',
      phone: '01000000002',
    });
    expect(platform.paging.get('/console/team/{teamSeq}/history/send')).toMatchObject({
      page: 4,
      filters: { status: 'FAILED', type: 'LMS', phone: '010-0000-0002' },
    });
  });

  it('searches a number by its last 4 digits or whole, explaining any other input in place without asking the server', async () => {
    const { platform } = renderPage();
    await screen.findByText('010-0000-0002');
    const box = screen.getByRole('textbox', { name: '받는 번호 검색' });
    expect(screen.getByText('뒤 4자리나 전체 번호')).toBeInTheDocument();
    const calls = platform.api.calls.length;
    fireEvent.change(box, { target: { value: '010-00' } });
    expect(await screen.findByText('받는 번호는 뒤 4자리나 전체 번호로 찾아요.')).toBeInTheDocument();
    expect(platform.api.calls).toHaveLength(calls);
    fireEvent.change(box, { target: { value: '0002' } });
    await screen.findByText('뒤 4자리나 전체 번호');
    expect(platform.api.calls.at(-1)?.params).toMatchObject({ phone: '0002' });
  });

  it('shows a count that only reaches a few pages ahead as "N건 이상", without a last-page button', async () => {
    renderPage(true);
    expect(await screen.findByText('70건 이상 중 1-20')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '마지막 페이지' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다음 페이지' })).toBeEnabled();
  });

  it('explains a reversed range in place and does not ask the server', async () => {
    const { platform } = renderPage();
    await screen.findByText('010-0000-0002');
    const calls = platform.api.calls.length;
    fireEvent.change(screen.getByLabelText('종료일'), { target: { value: addDays(isoDateInSeoul(), -31) } });
    expect(await screen.findByText('시작일이 종료일보다 늦어요.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '내보내기' })).not.toBeInTheDocument();
    expect(platform.api.calls).toHaveLength(calls);
  });

  it('names alimtalk messages and the SMS/LMS fallback of one, without a sender number on the alimtalk', async () => {
    renderWithPlatform(<MessageHistoryPage />, {
      path: '/console/team/1/history/send',
      routePath: '/console/team/:teamSeq/history/send',
      teamSeq: 1,
      defaultNS: 'messaging',
      resources: { ko: { messaging: ko }, en: { messaging: en } },
      handlers: {
        'GET /api/team/messages': () =>
          pageOf([
            item({ seq: 3, phone: '01000000701', type: 'LMS', channel: 'SMS', fallbackOf: 2, costKrw: 40 }),
            item({
              seq: 2,
              phone: '01000000701',
              type: 'LMS',
              channel: 'ALIMTALK',
              status: 'FAILED',
              resultCode: '3019',
              resultReason: '카카오톡 사용자가 아니에요',
              costKrw: 0,
            }),
            item({ seq: 9, phone: '01000000702', channel: 'SMS', fallbackOf: 8 }),
          ]),
      },
    });
    const [fallback, alimtalk] = (await screen.findAllByText('010-0000-0701')).map(
      (cell) => cell.closest('tr') as HTMLElement,
    );
    expect(within(fallback!).getByText('LMS (알림톡 대체 발송)')).toBeInTheDocument();
    expect(within(fallback!).getByText('1588-1234')).toBeInTheDocument();
    expect(within(alimtalk!).getByText('알림톡')).toBeInTheDocument();
    expect(within(alimtalk!).queryByText('1588-1234')).not.toBeInTheDocument();
    // The replaced message on another page: a fallback all the same.
    const unknown = (await screen.findByText('010-0000-0702')).closest('tr') as HTMLElement;
    expect(within(unknown).getByText('SMS (대체 발송)')).toBeInTheDocument();
  });
});
