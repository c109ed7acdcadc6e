import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, fakeUser, pageOf, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import type { SessionUser } from '@console/contracts/session';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import { imageOf } from './kakao-image-test-data';
import { KakaoImageListPage } from './kakao-image-list-page';

const images = [
  imageOf({ usedBy: [{ seq: 7, name: '주문 확인 안내' }] }),
  imageOf({
    seq: 32,
    purpose: 'WIDE',
    fileName: 'winter-sale.jpg',
    contentType: 'image/jpeg',
    width: 800,
    height: 600,
    size: 2_300_000,
  }),
];

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:test/thumbnail');
  URL.revokeObjectURL = jest.fn();
});

function renderPage(handlers: Record<string, FakeHandler> = {}, user?: SessionUser) {
  return renderWithPlatform(<KakaoImageListPage />, {
    path: '/console/team/1/kakao/image-management',
    routePath: '/console/team/:teamSeq/kakao/image-management',
    defaultNS: 'kakao',
    resources: { ko: { kakao: ko }, en: { kakao: en } },
    ...(user ? { user } : {}),
    handlers: {
      'GET /api/team/kakao/images': ({ params }) =>
        pageOf(images, Number(params?.page ?? 1), Number(params?.size ?? 20), 23),
      ...handlers,
    },
  });
}

describe('KakaoImageListPage', () => {
  it('lists each image with its thumbnail, use, size in px and KB, date and the templates using it', async () => {
    renderPage();
    const first = (await screen.findByText('order-banner.png')).closest('tr') as HTMLElement;
    expect(within(first).getByText('알림톡 강조')).toBeInTheDocument();
    expect(within(first).getByText('800 x 400px')).toBeInTheDocument();
    expect(within(first).getByText('120KB')).toBeInTheDocument();
    expect(within(first).getByText('2026.11.20 14:30')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: '주문 확인 안내' })).toHaveAttribute(
      'href',
      '/console/team/1/kakao/template/alimtalk/7',
    );
    expect(await within(first).findByRole('img', { name: 'order-banner.png 미리 보기' })).toHaveAttribute(
      'src',
      'blob:test/thumbnail',
    );
    const second = screen.getByText('winter-sale.jpg').closest('tr') as HTMLElement;
    expect(within(second).getByText('브랜드 메시지 와이드형')).toBeInTheDocument();
    expect(within(second).getByText('2,247KB')).toBeInTheDocument();
    expect(within(second).getByText('쓰는 템플릿 없음')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '이미지 등록' })).toHaveAttribute(
      'href',
      '/console/team/1/kakao/image-management/regist',
    );
  });

  it('filters by use and pages on the server', async () => {
    const { platform } = renderPage();
    await screen.findByText('order-banner.png');
    expect(platform.api.calls[0]).toMatchObject({ url: '/api/team/kakao/images', params: { page: 1, size: 20 } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '용도' }));
    fireEvent.click(await screen.findByRole('option', { name: '브랜드 메시지 캐러셀' }));
    await waitFor(() =>
      expect(platform.api.calls.filter((c) => c.url === '/api/team/kakao/images').at(-1)?.params).toEqual({
        page: 1,
        size: 20,
        purpose: 'CAROUSEL',
      }),
    );
    expect(screen.getByRole('link', { name: '이미지 등록' })).toHaveAttribute(
      'href',
      '/console/team/1/kakao/image-management/regist?purpose=CAROUSEL',
    );
    fireEvent.click(screen.getByRole('button', { name: '다음 페이지' }));
    await screen.findByText('전체 23건 중 21-23');
  });

  it('asks before deleting, and shows the 409 of an image a template uses in place', async () => {
    const { platform } = renderPage({
      'DELETE /api/team/kakao/images/31': () => {
        throw new ApiError(409, 'Conflict', '템플릿에 쓰고 있는 이미지는 삭제할 수 없어요.');
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'order-banner.png 삭제' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('템플릿에 쓰고 있는 이미지는 삭제할 수 없어요.');
    expect(platform.alerts).toEqual(['order-banner.png 이미지를 삭제할까요? 삭제한 이미지는 되살릴 수 없어요.']);
    expect(platform.toasts).toEqual([]);
  });

  it('deletes an unused image and loads the list again', async () => {
    const { platform } = renderPage({ 'DELETE /api/team/kakao/images/32': () => ({ seq: 32 }) });
    fireEvent.click(await screen.findByRole('button', { name: 'winter-sale.jpg 삭제' }));
    await waitFor(() => expect(platform.toasts).toEqual([{ message: '이미지를 삭제했어요.', severity: 'success' }]));
    await waitFor(() => expect(platform.api.calls.filter((c) => c.method === 'GET').length).toBeGreaterThan(1));
  });

  it('offers no upload or delete before the business is verified', async () => {
    renderPage({}, fakeUser({ verified: false }));
    await screen.findByText('order-banner.png');
    expect(screen.getByText('사업자 인증을 마치면 이미지를 올리고 삭제할 수 있어요.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '이미지 등록' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /삭제/ })).not.toBeInTheDocument();
  });
});
