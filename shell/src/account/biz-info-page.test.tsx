import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BusinessInfo } from '@console/contracts/business';
import { ApiError, fakeUser, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { en } from '../i18n/en';
import { ko } from '../i18n/ko';
import { BizInfoPage } from './biz-info-page';

const business = (overrides: Partial<BusinessInfo> = {}): BusinessInfo => ({
  bizSeq: 2,
  name: '(주)새싹상점',
  registrationNumber: '1058612348',
  representative: '정새싹',
  address: '서울특별시 마포구 월드컵로 1',
  type: 'NORMAL',
  verified: false,
  verificationDate: null,
  providerApprove: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  bizFile: { status: 'NONE', fileName: null, uploadedAt: null, rejectReason: null },
  ...overrides,
});

function renderPage(
  options: {
    role?: 'ROLE_MASTER' | 'ROLE_MANAGER' | 'ROLE_USER';
    info?: BusinessInfo;
    handlers?: Record<string, FakeHandler>;
  } = {},
) {
  return renderWithPlatform(<BizInfoPage />, {
    path: '/account/info/biz',
    routePath: '/account/info/biz',
    defaultNS: 'shell',
    user: fakeUser({ role: options.role ?? 'ROLE_MASTER', verified: options.info?.verified ?? false }),
    resources: { ko: { shell: ko }, en: { shell: en } },
    handlers: {
      'GET /api/account/business': () => options.info ?? business(),
      'PUT /api/account/business': ({ body }) => ({ ...business(), ...(body as object) }),
      ...options.handlers,
    },
  });
}

describe('BizInfoPage', () => {
  it('shows an unverified business with the upload for the master and the fixed number formatted', async () => {
    renderPage();
    const card = await screen.findByTestId('verification-card');
    expect(card).toHaveAttribute('data-state', 'NONE');
    expect(within(card).getByText('인증 전')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: '사업자등록증 올리기' })).toBeInTheDocument();
    expect(screen.getByLabelText('사업자등록번호')).toHaveValue('105-86-12348');
    expect(screen.getByRole('tab', { name: '회원 탈퇴' })).toBeInTheDocument();
  });

  it('shows a rejection with its reason and the upload again', async () => {
    renderPage({
      info: business({
        bizFile: {
          status: 'REJECTED',
          fileName: 'biz.pdf',
          uploadedAt: '2026-11-20T01:00:00.000Z',
          rejectReason: '상호가 달라요.',
        },
      }),
    });
    expect(await screen.findByTestId('reject-reason')).toHaveTextContent('반려 사유: 상호가 달라요.');
    expect(screen.getByRole('button', { name: '다시 올리기' })).toBeInTheDocument();
  });

  it('shows a pending review with its Seoul time and file, and no upload', async () => {
    renderPage({
      info: business({
        bizFile: { status: 'PENDING', fileName: 'biz.pdf', uploadedAt: '2026-11-20T01:00:00.000Z', rejectReason: null },
      }),
    });
    const card = await screen.findByTestId('verification-card');
    expect(card).toHaveAttribute('data-state', 'PENDING');
    expect(within(card).getByText(/2026.11.20 10:00에 올린 사업자등록증을 심사하고 있어요/)).toBeInTheDocument();
    expect(within(card).getByText('올린 파일: biz.pdf')).toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('uploads the registration file through the modal and reads the business again', async () => {
    let uploaded = false;
    const { platform } = renderPage({
      handlers: {
        'GET /api/account/business': () =>
          business(
            uploaded
              ? {
                  bizFile: {
                    status: 'PENDING',
                    fileName: 'biz.pdf',
                    uploadedAt: '2026-11-20T01:00:00.000Z',
                    rejectReason: null,
                  },
                }
              : {},
          ),
        'POST /api/account/biz-file': () => {
          uploaded = true;
          return { status: 'PENDING', fileName: 'biz.pdf', uploadedAt: '2026-11-20T01:00:00.000Z', rejectReason: null };
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '사업자등록증 올리기' }));
    const file = new File(['%PDF-1.4'], 'biz.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('파일 선택'), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: '올리기' }));
    await waitFor(() => expect(screen.getByTestId('verification-card')).toHaveAttribute('data-state', 'PENDING'));
    const post = platform.api.calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/account/biz-file');
    expect((post?.body as FormData).has('file')).toBe(true);
  });

  it("says when a verified business was verified, and a provider's contract state", async () => {
    renderPage({
      info: business({
        verified: true,
        verificationDate: '2026-11-19T03:00:00.000Z',
        type: 'VALUE_ADDED_PROVIDER',
        providerApprove: 'N',
      }),
    });
    expect(await screen.findByText('2026.11.19에 인증을 마쳤어요. 모든 기능을 이용할 수 있어요.')).toBeInTheDocument();
    expect(screen.getByTestId('provider-contract')).toHaveTextContent('계약을 확인하고 있어요');
    expect(screen.queryByRole('button', { name: '사업자등록증 올리기' })).not.toBeInTheDocument();
  });

  it('the master saves name, representative and address; the payload is the form', async () => {
    const { platform } = renderPage();
    const name = await screen.findByLabelText('상호(회사 이름)');
    fireEvent.change(name, { target: { value: '(주)새싹마켓' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(platform.toasts).toContainEqual({ message: '사업자 정보를 저장했어요.', severity: 'success' }),
    );
    expect(platform.api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: '(주)새싹마켓',
      representative: '정새싹',
      address: '서울특별시 마포구 월드컵로 1',
    });
  });

  it("validates in place before sending, and shows the server's field errors in place", async () => {
    const { platform } = renderPage({
      handlers: {
        'PUT /api/account/business': () => {
          throw new ApiError(400, 'Bad Request', '입력한 내용을 다시 확인해 주세요.', 4000, [
            { field: 'address', message: '주소는 200자까지 입력할 수 있어요.' },
          ]);
        },
      },
    });
    const name = await screen.findByLabelText('상호(회사 이름)');
    fireEvent.change(name, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('상호(회사 이름)를 입력해 주세요.')).toBeInTheDocument();
    expect(platform.api.calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(name, { target: { value: '(주)새싹' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('주소는 200자까지 입력할 수 있어요.')).toBeInTheDocument();
  });

  it.each(['ROLE_MANAGER', 'ROLE_USER'] as const)(
    'is read-only for %s, without upload or withdrawal tab',
    async (role) => {
      renderPage({ role });
      expect(await screen.findByText('사업자 정보는 마스터 계정만 바꿀 수 있어요.')).toBeInTheDocument();
      expect(screen.getByLabelText('상호(회사 이름)')).toHaveAttribute('readonly');
      expect(screen.queryByRole('button', { name: '저장' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '사업자등록증 올리기' })).not.toBeInTheDocument();
      expect(screen.getByText('사업자등록증은 마스터 계정만 올릴 수 있어요.')).toBeInTheDocument();
      expect(screen.queryByRole('tab', { name: '회원 탈퇴' })).not.toBeInTheDocument();
    },
  );
});
