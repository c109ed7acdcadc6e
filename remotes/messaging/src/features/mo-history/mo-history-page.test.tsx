import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MoMessage } from '@console/contracts/send-requests';
import { pageOf, renderWithPlatform } from '@console/testing/fake-platform';
import { addDays, isoDateInSeoul } from '@console/ui/format';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import { MoHistoryPage } from './mo-history-page';

const PATTERN = '/console/team/{teamSeq}/history/mo';

const mo = (overrides: Partial<MoMessage>): MoMessage => ({
  seq: 1,
  toNumber: '15881234',
  fromPhone: '01000000501',
  body: '네, 확인했어요.',
  replyTo: 9001,
  replyToRequestSeq: 41,
  optOutRequest: false,
  onOptOutList: false,
  receivedAt: '2026-11-21T01:00:05.000Z',
  ...overrides,
});

function renderPage() {
  return renderWithPlatform(<MoHistoryPage />, {
    path: '/console/team/1/history/mo',
    routePath: '/console/team/:teamSeq/history/mo',
    teamSeq: 1,
    defaultNS: 'messaging',
    resources: { ko: { messaging: ko }, en: { messaging: en } },
    handlers: {
      'GET /api/team/messages/mo': ({ params }) =>
        pageOf(
          [
            mo({ seq: 3, fromPhone: '01000000601', body: '수신거부', optOutRequest: true, onOptOutList: true }),
            mo({
              seq: 2,
              fromPhone: '01000000602',
              body: '수신거부',
              optOutRequest: true,
              onOptOutList: false,
              replyTo: null,
              replyToRequestSeq: null,
            }),
            mo({ seq: 1 }),
          ],
          Number(params?.page ?? 1),
          Number(params?.size ?? 20),
          45,
        ),
      'GET /api/team/messages/mo/numbers': () => ['15881234', '16001234'],
    },
  });
}

const rowOf = async (phone: string) => (await screen.findByText(phone)).closest('tr') as HTMLElement;

describe('MoHistoryPage', () => {
  it('lists the replies of the last 31 days with the opt-out badge and a link to the request replied to', async () => {
    const { platform } = renderPage();
    const optOut = await rowOf('010-0000-0601');
    expect(within(optOut).getByRole('link', { name: '080 수신거부 등록됨' })).toHaveAttribute(
      'href',
      '/console/team/1/service/reject',
    );
    expect(within(optOut).getByRole('link', { name: '#41' })).toHaveAttribute(
      'href',
      '/console/team/1/send/history/41',
    );
    expect(within(optOut).getByText('1588-1234')).toBeInTheDocument();
    const removed = await rowOf('010-0000-0602');
    expect(within(removed).getByText('수신거부 요청 (목록에서 삭제됨)')).toBeInTheDocument();
    expect(within(removed).queryByRole('link')).not.toBeInTheDocument();
    const plain = await rowOf('010-0000-0501');
    expect(within(plain).getByText('네, 확인했어요.')).toBeInTheDocument();
    expect(within(plain).queryByText(/수신거부/)).not.toBeInTheDocument();
    const today = isoDateInSeoul();
    expect(platform.api.calls.find((c) => c.url === '/api/team/messages/mo')).toMatchObject({
      params: { page: 1, size: 20, from: addDays(today, -30), to: today },
    });
  });

  it('searches by number and text, filters by representative number and pages on the server, keeping it all for the pattern', async () => {
    const { platform } = renderPage();
    await rowOf('010-0000-0601');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '받은 대표번호' }));
    fireEvent.click(await screen.findByRole('option', { name: '1600-1234' }));
    fireEvent.change(screen.getByRole('textbox', { name: '보낸 번호 검색' }), { target: { value: '010-0000' } });
    fireEvent.change(screen.getByRole('textbox', { name: '내용 검색' }), { target: { value: ' 수신거부 ' } });
    fireEvent.click(await screen.findByRole('button', { name: '마지막 페이지' }));
    await screen.findByText('전체 45건 중 41-45');
    expect(platform.api.calls.at(-1)).toMatchObject({
      url: '/api/team/messages/mo',
      params: { page: 3, size: 20, phone: '0100000', text: '수신거부', toNumber: '16001234' },
    });
    expect(platform.paging.get(PATTERN)).toMatchObject({
      page: 3,
      filters: { phone: '010-0000', text: ' 수신거부 ', toNumber: '16001234' },
    });
  });

  it('exports what the list shows', async () => {
    const { platform } = renderPage();
    await rowOf('010-0000-0601');
    fireEvent.change(screen.getByRole('textbox', { name: '내용 검색' }), { target: { value: '확인' } });
    const download = jest
      .spyOn(platform.api, 'download')
      .mockResolvedValue({ blob: new Blob(['\uFEFF수신일시\r\n']), exportTitle: '수신내역_20261121.csv' });
    // jsdom cannot follow the download link that saveFile clicks.
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: '내보내기' }));
    const today = isoDateInSeoul();
    await waitFor(() =>
      expect(download).toHaveBeenCalledWith('/api/team/messages/mo/export', {
        params: { from: addDays(today, -30), to: today, text: '확인' },
        silent: true,
      }),
    );
  });

  it('explains a range over 31 days in place, hides the export and does not ask the server', async () => {
    const { platform } = renderPage();
    await rowOf('010-0000-0601');
    const calls = platform.api.calls.length;
    fireEvent.change(screen.getByLabelText('시작일'), { target: { value: addDays(isoDateInSeoul(), -40) } });
    expect(await screen.findByText('조회 기간은 최대 31일이에요.')).toBeInTheDocument();
    expect(screen.getByText('조회 기간을 고치면 목록을 보여 드려요.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '내보내기' })).not.toBeInTheDocument();
    expect(platform.api.calls).toHaveLength(calls);
  });
});
