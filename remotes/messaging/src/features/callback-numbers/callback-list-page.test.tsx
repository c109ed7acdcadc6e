import { fireEvent, screen, within } from '@testing-library/react';
import type { CallbackNumber } from '@console/contracts/messaging';
import { ApiError, pageOf, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import { CallbackListPage } from './callback-list-page';

const number = (overrides: Partial<CallbackNumber>): CallbackNumber => ({
  seq: 1,
  number: '01012345678',
  label: '대표 휴대폰',
  status: 'APPROVED',
  rejectReason: null,
  createdAt: '2026-11-20T05:05:00.000Z',
  decidedAt: '2026-11-21T00:30:00.000Z',
  ...overrides,
});

const numbers = [
  number({ seq: 1 }),
  number({ seq: 2, number: '021234567', label: '본사', status: 'PENDING', decidedAt: null }),
  number({
    seq: 3,
    number: '15881234',
    label: '고객센터',
    status: 'REJECTED',
    rejectReason: '가입 증명 서류가 3개월을 넘었어요.',
  }),
];

function renderPage(handler?: FakeHandler) {
  return renderWithPlatform(<CallbackListPage />, {
    path: '/console/team/7/service/callback',
    routePath: '/console/team/:teamSeq/service/callback',
    teamSeq: 7,
    defaultNS: 'messaging',
    resources: { ko: { messaging: ko }, en: { messaging: en } },
    handlers: {
      'GET /api/team/callback-numbers':
        handler ?? (({ params }) => pageOf(numbers, Number(params?.page ?? 1), Number(params?.size ?? 20), 60)),
    },
  });
}

describe('CallbackListPage', () => {
  it('lists formatted numbers with their review state, reason and dates', async () => {
    const { platform } = renderPage();
    expect(await screen.findByRole('link', { name: '010-1234-5678' })).toHaveAttribute(
      'href',
      '/console/team/7/service/callback/1',
    );
    expect(screen.getByRole('link', { name: '02-123-4567' })).toBeInTheDocument();
    const rejected = screen.getByRole('link', { name: '1588-1234' }).closest('tr') as HTMLElement;
    expect(within(rejected).getByText('반려')).toBeInTheDocument();
    expect(within(rejected).getByText('반려 사유: 가입 증명 서류가 3개월을 넘었어요.')).toBeInTheDocument();
    const pending = screen.getByText('본사').closest('tr') as HTMLElement;
    expect(within(pending).getByText('심사 중')).toBeInTheDocument();
    expect(within(pending).getByText('-')).toBeInTheDocument();
    expect(screen.getAllByText('2026.11.20 14:05')).toHaveLength(3);
    expect(screen.getByText(/승인된 발신번호만 사용할 수 있어요/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '발신번호 등록 안내' })).toHaveAttribute(
      'href',
      '/console/team/7/service/callback/regist-guide',
    );
    expect(platform.api.calls[0]).toMatchObject({ url: '/api/team/callback-numbers', params: { page: 1, size: 20 } });
  });

  it('filters by status and pages on the server, keeping both under the route pattern', async () => {
    const { platform } = renderPage();
    await screen.findByText('본사');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '심사 상태' }));
    fireEvent.click(await screen.findByRole('option', { name: '반려' }));
    await screen.findByText('전체 60건 중 1-20');
    expect(platform.api.calls.at(-1)?.params).toEqual({ page: 1, size: 20, status: 'REJECTED' });

    fireEvent.click(screen.getByRole('button', { name: '마지막 페이지' }));
    await screen.findByText('전체 60건 중 41-60');
    expect(platform.api.calls.at(-1)?.params).toEqual({ page: 3, size: 20, status: 'REJECTED' });
    expect(platform.paging.get('/console/team/{teamSeq}/service/callback')).toEqual({
      page: 3,
      size: 20,
      filters: { status: 'REJECTED' },
    });
  });

  it('starts from the paging state kept for the pattern', async () => {
    const { platform } = renderPage();
    await screen.findByText('본사');
    platform.paging.set('/console/team/{teamSeq}/service/callback', {
      page: 2,
      size: 50,
      filters: { status: 'PENDING' },
    });
    renderWithPlatform(<CallbackListPage />, {
      platform,
      path: '/console/team/7/service/callback',
      routePath: '/console/team/:teamSeq/service/callback',
      defaultNS: 'messaging',
    });
    await screen.findByText('전체 60건 중 51-60');
    expect(platform.api.calls.at(-1)?.params).toEqual({ page: 2, size: 50, status: 'PENDING' });
  });

  it('shows the error state with retry', async () => {
    renderPage(() => {
      throw new ApiError(503, 'Service Unavailable', '잠시 후 다시 시도해 주세요.');
    });
    expect(await screen.findByText('목록을 불러오지 못했어요.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });

  it('says when the team has no numbers yet', async () => {
    renderPage(() => pageOf([]));
    expect(await screen.findByText(/등록된 발신번호가 없어요/)).toBeInTheDocument();
  });
});
