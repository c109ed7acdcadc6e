import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, pageOf, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import { profileOf, SENDER_KEY as KEY } from './sender-key-fixtures';
import { SenderKeyListPage } from './sender-key-list-page';

const profiles = [
  profileOf({ categoryName: '쇼핑몰' }),
  profileOf({
    seq: 12,
    channelId: '@hanbit_cs',
    channelName: '한빛 고객센터',
    status: 'DORMANT',
    statusReason: '1년 동안 발송이 없어 휴면 상태가 되었어요.',
  }),
];

function renderPage(handler?: FakeHandler) {
  return renderWithPlatform(<SenderKeyListPage />, {
    path: '/console/team/3/kakao/sender-key',
    routePath: '/console/team/:teamSeq/kakao/sender-key',
    teamSeq: 3,
    defaultNS: 'kakao',
    resources: { ko: { kakao: ko }, en: { kakao: en } },
    handlers: {
      'GET /api/team/kakao/sender-keys':
        handler ?? (({ params }) => pageOf(profiles, Number(params?.page ?? 1), Number(params?.size ?? 20), 25)),
    },
  });
}

describe('SenderKeyListPage', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('lists channels with masked keys, category, status and date', async () => {
    renderPage();
    const link = await screen.findByRole('link', { name: '한빛커머스' });
    expect(link).toHaveAttribute('href', '/console/team/3/kakao/sender-key/11');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('@hanbit')).toBeInTheDocument();
    expect(within(row).getByText('••••••••••a9f3c7')).toBeInTheDocument();
    expect(within(row).queryByText(KEY)).not.toBeInTheDocument();
    expect(within(row).getByText('쇼핑몰')).toBeInTheDocument();
    expect(within(row).getByText('정상')).toBeInTheDocument();
    expect(within(row).getByText('2026.10.02')).toBeInTheDocument();
    expect(screen.getByText('휴면')).toBeInTheDocument();
  });

  it('copies the whole key and says so with a toast, without opening the row', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { platform } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '한빛커머스 발신 키 복사' }));
    await waitFor(() => expect(platform.toasts).toEqual([{ message: '클립보드에 복사했어요.', severity: 'success' }]));
    expect(writeText).toHaveBeenCalledWith(KEY);
    expect(screen.queryByText('other page')).not.toBeInTheDocument();
  });

  it('tells the user when the clipboard refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    const { platform } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '한빛 고객센터 발신 키 복사' }));
    await waitFor(() => expect(platform.toasts[0]?.severity).toBe('error'));
  });

  it('filters by status and pages on the server', async () => {
    const { platform } = renderPage();
    await screen.findByText('한빛커머스');
    expect(platform.api.calls[0]).toMatchObject({ url: '/api/team/kakao/sender-keys', params: { page: 1, size: 20 } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '상태' }));
    fireEvent.click(await screen.findByRole('option', { name: '차단' }));
    await waitFor(() => expect(platform.api.calls.at(-1)?.params).toEqual({ page: 1, size: 20, status: 'BLOCKED' }));
    fireEvent.click(screen.getByRole('button', { name: '다음 페이지' }));
    await screen.findByText('전체 25건 중 21-25');
    expect(platform.api.calls.at(-1)?.params).toEqual({ page: 2, size: 20, status: 'BLOCKED' });
  });

  it('shows the error state with retry', async () => {
    renderPage(() => {
      throw new ApiError(500, 'Internal Server Error', '서버 오류');
    });
    expect(await screen.findByText('목록을 불러오지 못했어요.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });
});
