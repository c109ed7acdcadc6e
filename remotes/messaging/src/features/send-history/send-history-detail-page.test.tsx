import { fireEvent, screen, within } from '@testing-library/react';
import type { MessageResult } from '@console/contracts/send-requests';
import { pageOf, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import { SendHistoryDetailPage } from './send-history-detail-page';
import { summary } from './send-request-fixtures';

const message = (overrides: Partial<MessageResult>): MessageResult => ({
  seq: 1,
  phone: '01012345678',
  type: 'SMS',
  status: 'DELIVERED',
  text: '안내',
  bytes: 4,
  resultCode: '0000',
  resultReason: null,
  costKrw: 13,
  fallbackOf: null,
  sentAt: '2026-11-21T01:00:02.000Z',
  reportedAt: '2026-11-21T01:00:05.000Z',
  ...overrides,
});

/** The detail page of request `seq`, answered by these handlers. */
const renderRequest = (seq: number, handlers: Record<string, FakeHandler>) =>
  renderWithPlatform(<SendHistoryDetailPage />, {
    path: `/console/team/1/send/history/${seq}`,
    routePath: '/console/team/:teamSeq/send/history/:seq',
    teamSeq: 1,
    defaultNS: 'messaging',
    resources: { ko: { messaging: ko }, en: { messaging: en } },
    handlers,
  });

function renderPage() {
  return renderRequest(41, {
    'GET /api/team/send-requests/41': () => ({
      ...summary({ counts: { total: 3, pending: 0, delivered: 2, failed: 1, optedOut: 0, cancelled: 0, fallback: 1 } }),
      duplicateCount: 1,
    }),
    'GET /api/team/send-requests/41/messages': ({ params }) =>
      pageOf(
        [
          message({
            seq: 1,
            type: 'LMS',
            text: `김한빛님, 골드 등급 쿠폰이 도착했어요. ${'자세한 내용은 앱에서 확인해 주세요. '.repeat(3)}`,
          }),
          message({
            seq: 2,
            phone: '01000000001',
            status: 'FAILED',
            resultCode: 'E101',
            resultReason: '결번',
            costKrw: 0,
          }),
        ],
        Number(params?.page ?? 1),
        Number(params?.size ?? 20),
        30,
      ),
  });
}

describe('SendHistoryDetailPage', () => {
  it('sums the request up: success, failure, pending, fallback and cost', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: '발송 요청 #41' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: '성공' })).toHaveTextContent('2');
    expect(screen.getByRole('group', { name: '실패' })).toHaveTextContent('1');
    expect(screen.getByRole('group', { name: '대기' })).toHaveTextContent('0');
    expect(screen.getByRole('group', { name: '대체 발송' })).toHaveTextContent('1');
    expect(screen.getByRole('group', { name: '요금' })).toHaveTextContent('26원');
    expect(screen.getByText('중복된 번호 1건은 한 번만 보냈어요.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '내보내기' })).toBeInTheDocument();
  });

  it('lists per-recipient results with the Korean failure reason, filtered and paged on the server', async () => {
    const { platform } = renderPage();
    const failed = (await screen.findByText('010-0000-0001')).closest('tr') as HTMLElement;
    expect(within(failed).getByText('결번 (E101)')).toBeInTheDocument();
    expect(within(failed).getByText('실패')).toBeInTheDocument();
    // Each recipient's own (filled) text, cut in the table and whole on hover.
    const filled = within((await screen.findByText('010-1234-5678')).closest('tr') as HTMLElement).getByText(
      /^김한빛님, 골드 등급 쿠폰이 도착했어요\..*…$/,
    );
    expect(filled).toHaveAttribute(
      'title',
      expect.stringMatching(/^김한빛님, 골드 등급 쿠폰이 도착했어요\. 자세한 내용은 앱에서 확인해 주세요\. /),
    );
    expect(within(failed).getByText('안내')).toBeInTheDocument();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: '결과' }));
    fireEvent.click(await screen.findByRole('option', { name: '실패' }));
    fireEvent.change(screen.getByRole('textbox', { name: '받는 번호 검색' }), { target: { value: '010-0000' } });
    await screen.findByText('전체 30건 중 1-20');
    expect(platform.api.calls.at(-1)).toMatchObject({
      url: '/api/team/send-requests/41/messages',
      params: { page: 1, size: 20, status: 'FAILED', phone: '0100000' },
    });
    fireEvent.click(screen.getByRole('button', { name: '다음 페이지' }));
    await screen.findByText('전체 30건 중 21-30');
    expect(platform.api.calls.at(-1)?.params).toEqual({ page: 2, size: 20, status: 'FAILED', phone: '0100000' });
  });
  it('shows the MMS images the request went out with, fetched by their ids', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:test/image');
    URL.revokeObjectURL = jest.fn();
    const { platform } = renderRequest(42, {
      'GET /api/team/send-requests/42': () => ({
        ...summary({ seq: 42, typeCounts: { SMS: 0, LMS: 0, MMS: 1 }, costKrw: 120 }),
        duplicateCount: 0,
        images: [
          { imageId: 7, width: 320, height: 240, size: 2048 },
          { imageId: 9, width: 1000, height: 800, size: 300 * 1024 },
        ],
      }),
      'GET /api/team/send-requests/42/messages': () => pageOf([message({ type: 'MMS', costKrw: 120 })]),
    });
    const download = jest.spyOn(platform.api, 'download');
    const images = await screen.findByRole('group', { name: 'MMS 이미지' });
    expect(await within(images).findByRole('img', { name: 'MMS 이미지 1 (320×240)' })).toHaveAttribute(
      'src',
      'blob:test/image',
    );
    expect(within(images).getByRole('img', { name: 'MMS 이미지 2 (1000×800)' })).toBeInTheDocument();
    expect(within(images).getByText('1000×800 · 300KB')).toBeInTheDocument();
    expect(download.mock.calls.map((call) => call[0])).toEqual([
      '/api/team/message-images/7',
      '/api/team/message-images/9',
    ]);
    expect(screen.getByRole('group', { name: '요금' })).toHaveTextContent('120원');
  });

  it('shows no image block for a request without images', async () => {
    renderPage();
    expect(await screen.findByRole('group', { name: '성공' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'MMS 이미지' })).not.toBeInTheDocument();
  });
});

describe('SendHistoryDetailPage of an RCS request', () => {
  it('names the channel, the fallback and which message fell back to SMS', async () => {
    renderRequest(42, {
      'GET /api/team/send-requests/42': () => ({
        ...summary({
          seq: 42,
          channel: 'RCS',
          rcsType: 'LMS',
          fallbackEnabled: true,
          typeCounts: { SMS: 0, LMS: 2, MMS: 0 },
          counts: { total: 2, pending: 0, delivered: 2, failed: 0, optedOut: 0, cancelled: 0, fallback: 1 },
        }),
        duplicateCount: 0,
      }),
      'GET /api/team/send-requests/42/messages': () =>
        pageOf([
          message({ seq: 1, type: 'LMS', channel: 'RCS', costKrw: 35 }),
          message({
            seq: 2,
            phone: '01000000701',
            type: 'LMS',
            channel: 'RCS',
            status: 'FAILED',
            resultCode: '4001',
            resultReason: 'RCS 미지원 단말',
            costKrw: 0,
          }),
          message({ seq: 3, phone: '01000000701', channel: 'SMS', fallbackOf: 2 }),
        ]),
    });
    expect((await screen.findAllByText('RCS LMS'))[0]).toHaveClass('MuiChip-label');
    expect(screen.getByText('실패하면 문자(SMS/LMS)로 대체 발송')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '대체 발송' })).toHaveTextContent('1');
    const rows = (await screen.findAllByText('010-0000-0701')).map((cell) => cell.closest('tr') as HTMLElement);
    expect(within(rows[0]!).getByText('RCS LMS')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('RCS 미지원 단말 (4001)')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('SMS (대체 발송)')).toBeInTheDocument();
  });
});

describe('SendHistoryDetailPage of an alimtalk request', () => {
  it('names the channel, the failed alimtalk and its SMS/LMS fallback', async () => {
    renderRequest(43, {
      'GET /api/team/send-requests/43': () => ({
        ...summary({
          seq: 43,
          channel: 'ALIMTALK',
          templateLabel: 'ORDER_SHIPPED · 배송 출발 안내',
          fallbackEnabled: true,
          senderNumber: '15881234',
          typeCounts: { SMS: 0, LMS: 2, MMS: 0 },
          counts: { total: 2, pending: 0, delivered: 2, failed: 0, optedOut: 0, cancelled: 0, fallback: 1 },
          costKrw: 49,
        }),
        duplicateCount: 0,
      }),
      'GET /api/team/send-requests/43/messages': () =>
        pageOf([
          message({ seq: 1, type: 'LMS', channel: 'ALIMTALK', costKrw: 9 }),
          message({
            seq: 2,
            phone: '01000000701',
            type: 'LMS',
            channel: 'ALIMTALK',
            status: 'FAILED',
            resultCode: '3019',
            resultReason: '카카오톡 사용자가 아니에요',
            costKrw: 0,
          }),
          message({ seq: 3, phone: '01000000701', type: 'LMS', channel: 'SMS', fallbackOf: 2, costKrw: 40 }),
        ]),
    });
    expect((await screen.findAllByText('알림톡'))[0]).toHaveClass('MuiChip-label');
    expect(screen.getByText('실패하면 문자(SMS/LMS)로 대체 발송')).toBeInTheDocument();
    expect(screen.getByText('템플릿 ORDER_SHIPPED · 배송 출발 안내')).toBeInTheDocument();
    expect(screen.getByText(/^대체 문자 발신번호 1588-1234 · /)).toBeInTheDocument();
    const rows = (await screen.findAllByText('010-0000-0701')).map((cell) => cell.closest('tr') as HTMLElement);
    expect(within(rows[0]!).getByText('알림톡')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('카카오톡 사용자가 아니에요 (3019)')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('실패')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('LMS (알림톡 대체 발송)')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('성공')).toBeInTheDocument();
  });
});

describe('SendHistoryDetailPage of a brand message', () => {
  it('names the channel and its template, and the advertising SMS it fell back to', async () => {
    renderRequest(45, {
      'GET /api/team/send-requests/45': () => ({
        ...summary({
          seq: 45,
          channel: 'BRAND_MESSAGE',
          templateLabel: '텍스트 쿠폰',
          advertising: true,
          fallbackEnabled: true,
          senderNumber: '15881234',
          counts: { total: 1, pending: 0, delivered: 1, failed: 0, optedOut: 0, cancelled: 0, fallback: 1 },
        }),
        duplicateCount: 0,
      }),
      'GET /api/team/send-requests/45/messages': () =>
        pageOf([
          message({
            seq: 1,
            phone: '01000000601',
            type: 'SMS',
            channel: 'BRAND_MESSAGE',
            status: 'FAILED',
            costKrw: 0,
          }),
          message({ seq: 2, phone: '01000000601', type: 'SMS', channel: 'SMS', fallbackOf: 1, costKrw: 13 }),
        ]),
    });
    expect((await screen.findAllByText('브랜드 메시지'))[0]).toHaveClass('MuiChip-label');
    expect(screen.getByText('템플릿 텍스트 쿠폰')).toBeInTheDocument();
    const rows = (await screen.findAllByText('010-0000-0601')).map((cell) => cell.closest('tr') as HTMLElement);
    expect(within(rows[1]!).getByText('SMS (브랜드 메시지 대체 발송)')).toBeInTheDocument();
  });
});
