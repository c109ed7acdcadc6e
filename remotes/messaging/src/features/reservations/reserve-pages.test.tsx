import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MessageResult, SendRequestDetail } from '@console/contracts/send-requests';
import {
  ApiError,
  createFakePlatform,
  pageOf,
  renderWithPlatform,
  type FakeHandler,
} from '@console/testing/fake-platform';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import { summary } from '../send-history/send-request-fixtures';
import { ReserveDetailPage } from './reserve-detail-page';
import { ReserveListPage } from './reserve-list-page';

const IN_TWO_DAYS = new Date(Date.now() + 2 * 86_400_000);
IN_TWO_DAYS.setUTCSeconds(0, 0);

const reservation = (overrides: Partial<SendRequestDetail> = {}): SendRequestDetail => ({
  ...summary({
    seq: 50,
    status: 'RESERVED',
    reserveAt: IN_TWO_DAYS.toISOString(),
    typeCounts: { SMS: 2, LMS: 0, MMS: 0 },
    counts: { total: 2, pending: 2, delivered: 0, failed: 0, optedOut: 0, cancelled: 0, fallback: 0 },
    costKrw: 0,
    completedAt: null,
    startedAt: null,
  }),
  duplicateCount: 0,
  ...overrides,
});

const message = (seq: number, phone: string): MessageResult => ({
  seq,
  phone,
  type: 'SMS',
  status: 'ACCEPTED',
  text: '안내',
  bytes: 4,
  resultCode: null,
  resultReason: null,
  costKrw: 0,
  fallbackOf: null,
  sentAt: null,
  reportedAt: null,
});

const resources = { ko: { messaging: ko }, en: { messaging: en } };

function renderList(handlers: Record<string, FakeHandler> = {}) {
  return renderWithPlatform(<ReserveListPage />, {
    path: '/console/team/1/send/reserve',
    routePath: '/console/team/:teamSeq/send/reserve',
    teamSeq: 1,
    defaultNS: 'messaging',
    resources,
    handlers: {
      'GET /api/team/send-requests': ({ params }) =>
        pageOf([reservation()], Number(params?.page ?? 1), Number(params?.size ?? 20), 1),
      'DELETE /api/team/send-requests/50': () => reservation({ status: 'CANCELLED' }),
      ...handlers,
    },
  });
}

function renderDetail(detail: SendRequestDetail, handlers: Record<string, FakeHandler> = {}) {
  const platform = createFakePlatform({
    resources,
    handlers: {
      'GET /api/team/send-requests/50': () => detail,
      'GET /api/team/send-requests/50/messages': () =>
        pageOf([message(1, '01012345678'), message(2, '01098765432')], 1, 100, 2),
      'PUT /api/team/send-requests/50': ({ body }) => ({ ...detail, ...(body as object) }),
      ...handlers,
    },
  });
  const put = jest.spyOn(platform.api, 'put');
  renderWithPlatform(<ReserveDetailPage />, {
    platform,
    path: '/console/team/1/send/reserve/50',
    routePath: '/console/team/:teamSeq/send/reserve/:seq',
    teamSeq: 1,
    defaultNS: 'messaging',
  });
  return { platform, put };
}

describe('ReserveListPage', () => {
  it('asks the server for RESERVED requests only and shows time, recipients and estimated cost', async () => {
    const { platform } = renderList();
    const row = (await screen.findByRole('link', { name: '#50' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('26원')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#50' })).toHaveAttribute('href', '/console/team/1/send/reserve/50');
    expect(platform.api.calls[0]?.params).toMatchObject({ page: 1, size: 20, status: 'RESERVED' });
  });

  it('cancels a reservation after confirmation', async () => {
    const { platform } = renderList();
    const row = (await screen.findByRole('link', { name: '#50' })).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: '예약 취소' }));
    await waitFor(() =>
      expect(platform.toasts).toContainEqual({ message: '예약 #50을(를) 취소했어요.', severity: 'success' }),
    );
    expect(platform.alerts[0]).toMatch(/^예약 #50\(.+, 2명\)을 취소할까요\? 취소하면 되돌릴 수 없어요\.$/);
    expect(platform.api.calls.some((c) => c.method === 'DELETE' && c.url === '/api/team/send-requests/50')).toBe(true);
  });

  it('says why when the reservation started meanwhile', async () => {
    const { platform } = renderList({
      'DELETE /api/team/send-requests/50': () => {
        throw new ApiError(409, 'Conflict', '이미 발송이 시작되었거나 끝난 요청은 바꾸거나 취소할 수 없어요.');
      },
    });
    const row = (await screen.findByRole('link', { name: '#50' })).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: '예약 취소' }));
    await waitFor(() =>
      expect(platform.toasts).toContainEqual({
        message: '이미 발송이 시작되었거나 끝난 요청은 바꾸거나 취소할 수 없어요.',
        severity: 'error',
      }),
    );
  });
});

describe('ReserveDetailPage', () => {
  it('edits the body and keeps the recipients, sending the whole request back with PUT', async () => {
    const { put, platform } = renderDetail(reservation());
    fireEvent.click(await screen.findByRole('button', { name: '내용·시각 고치기' }));
    const body = await screen.findByRole('textbox', { name: /^내용/ });
    fireEvent.change(body, { target: { value: `${'가'.repeat(46)}` } });
    expect(screen.getByTestId('byte-counter')).toHaveTextContent('92 / 2,000바이트 · LMS');
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(platform.toasts).toContainEqual({ message: '예약을 고쳤어요.', severity: 'success' }));
    expect(put.mock.calls[0]?.[0]).toBe('/api/team/send-requests/50');
    expect(put.mock.calls[0]?.[1]).toMatchObject({
      recipients: [{ phone: '01012345678' }, { phone: '01098765432' }],
      body: '가'.repeat(46),
      senderNumber: '0212345678',
      reserveAt: IN_TWO_DAYS.toISOString(),
    });
  });

  it('refuses a new time outside the window in place', async () => {
    const { put } = renderDetail(reservation());
    fireEvent.click(await screen.findByRole('button', { name: '내용·시각 고치기' }));
    fireEvent.change(await screen.findByLabelText('예약 시각'), { target: { value: '2020-01-01T09:00' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('예약은 지금부터 10분 뒤에서 60일 뒤까지 할 수 있어요.')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
  });

  it('is locked once sending started', async () => {
    renderDetail(reservation({ status: 'SENDING' }));
    expect(
      await screen.findByText('이미 발송이 시작되었거나 끝난 요청이라 바꾸거나 취소할 수 없어요.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '예약 취소' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '내용·시각 고치기' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '발송 결과 보기' })).toHaveAttribute(
      'href',
      '/console/team/1/send/history/50',
    );
  });

  it('keeps the variables of each recipient through the edit of a personalised reservation', async () => {
    const withVariables = (seq: number, phone: string, name: string) => ({
      ...message(seq, phone),
      variables: { name },
    });
    const { put } = renderDetail(reservation({ body: '#{name}님 안내' }), {
      'GET /api/team/send-requests/50/messages': () =>
        pageOf([withVariables(1, '01012345678', '김철수'), withVariables(2, '01098765432', '이영희')], 1, 100, 2),
    });
    fireEvent.click(await screen.findByRole('button', { name: '내용·시각 고치기' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /^내용/ }), {
      target: { value: '#{name}님, 내일 뵐게요.' },
    });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect(put.mock.calls[0]?.[1]).toMatchObject({
      body: '#{name}님, 내일 뵐게요.',
      recipients: [
        { phone: '01012345678', variables: { name: '김철수' } },
        { phone: '01098765432', variables: { name: '이영희' } },
      ],
    });
  });

  it('asks to cancel and send again when there are too many recipients to read back', async () => {
    const big = reservation();
    renderDetail({ ...big, counts: { ...big.counts, total: 1_001 } });
    expect(
      await screen.findByText('받는 사람이 1,000명보다 많은 예약은 여기서 고칠 수 없어요. 취소하고 새로 보내 주세요.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '예약 취소' })).toBeInTheDocument();
  });
});
