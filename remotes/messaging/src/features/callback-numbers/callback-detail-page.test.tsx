import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CallbackNumberDetail } from '@console/contracts/messaging';
import { ApiError, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import { CallbackDetailPage } from './callback-detail-page';

const detail = (overrides: Partial<CallbackNumberDetail> = {}): CallbackNumberDetail => ({
  seq: 9,
  number: '01055551234',
  label: '이벤트 담당',
  status: 'REJECTED',
  rejectReason: '명의가 사업자 정보와 일치하지 않아요.',
  createdAt: '2026-11-20T05:05:00.000Z',
  decidedAt: '2026-11-21T00:30:00.000Z',
  relation: 'EMPLOYEE',
  documents: [
    {
      seq: 2,
      kind: 'EMPLOYMENT',
      fileName: 'work.pdf',
      contentType: 'application/pdf',
      size: 2048,
      uploadedAt: '2026-11-20T05:05:00.000Z',
    },
    {
      seq: 1,
      kind: 'SUBSCRIPTION',
      fileName: 'proof.png',
      contentType: 'image/png',
      size: 4096,
      uploadedAt: '2026-11-20T05:05:00.000Z',
    },
  ],
  history: [
    { seq: 1, kind: 'SUBMITTED', reason: null, at: '2026-11-20T05:05:00.000Z' },
    { seq: 2, kind: 'REJECTED', reason: '명의가 사업자 정보와 일치하지 않아요.', at: '2026-11-21T00:30:00.000Z' },
  ],
  ...overrides,
});

function renderPage(handlers: Record<string, FakeHandler> = {}) {
  return renderWithPlatform(<CallbackDetailPage />, {
    path: '/console/team/1/service/callback/9',
    routePath: '/console/team/:teamSeq/service/callback/:seq',
    defaultNS: 'messaging',
    resources: { ko: { messaging: ko }, en: { messaging: en } },
    handlers: { 'GET /api/team/callback-numbers/9': () => detail(), ...handlers },
  });
}

describe('CallbackDetailPage', () => {
  it('shows the number, its rejection reason, documents and review history', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: '010-5555-1234' })).toBeInTheDocument();
    expect(screen.getByText(/반려되었어요. 사유를 확인하고/)).toBeInTheDocument();
    expect(screen.getByText('반려 사유: 명의가 사업자 정보와 일치하지 않아요.')).toBeInTheDocument();
    expect(screen.getByText('직원 개인 명의')).toBeInTheDocument();
    const documents = screen.getByRole('list', { name: '제출 서류' });
    expect(within(documents).getByText('재직증명서 · work.pdf')).toBeInTheDocument();
    expect(within(documents).getByText('통신서비스 이용증명원 · proof.png')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: '심사 이력' });
    expect(within(history).getByText(/심사 신청/)).toBeInTheDocument();
    expect(within(history).getByText(/반려 — 명의가/)).toBeInTheDocument();
  });

  it('resubmits a rejected number with new documents for its relation', async () => {
    let sent: FormData | undefined;
    const { platform } = renderPage({
      'POST /api/team/callback-numbers/9/resubmit': ({ body }) => {
        sent = body as FormData;
        return detail({ status: 'PENDING', rejectReason: null });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '다시 신청' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '다시 신청' }));
    expect(await within(dialog).findByText('통신서비스 이용증명원을(를) 올려 주세요.')).toBeInTheDocument();
    expect(within(dialog).getByText('재직증명서을(를) 올려 주세요.')).toBeInTheDocument();
    expect(within(dialog).getByText('서류가 3개월 이내에 발급되었는지 확인해 주세요.')).toBeInTheDocument();
    expect(platform.api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('통신서비스 이용증명원', { selector: 'input' }), {
      target: { files: [new File(['%PDF'], 'new.pdf')] },
    });
    fireEvent.change(within(dialog).getByLabelText('재직증명서', { selector: 'input' }), {
      target: { files: [new File(['%PDF'], 'work.pdf')] },
    });
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: '다시 신청' }));
    await waitFor(() =>
      expect(platform.toasts).toContainEqual({
        message: '다시 신청했어요. 심사가 끝나면 알려 드릴게요.',
        severity: 'success',
      }),
    );
    expect([sent?.has('subscription'), sent?.has('employment'), sent?.get('declaration')]).toEqual([
      true,
      true,
      'true',
    ]);
  });

  it('offers no resubmission while pending, and deletes only after confirmation', async () => {
    const { platform } = renderPage({
      'GET /api/team/callback-numbers/9': () => detail({ status: 'PENDING', rejectReason: null, decidedAt: null }),
      'DELETE /api/team/callback-numbers/9': () => ({ seq: 9 }),
    });
    expect(await screen.findByText(/심사 중이에요/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '다시 신청' })).not.toBeInTheDocument();
    const confirm = jest.spyOn(platform.ui, 'confirm').mockResolvedValueOnce(false);
    fireEvent.click(screen.getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(confirm.mock.calls[0]?.[0].message).toMatch(/010-5555-1234\(이벤트 담당\)을\(를\) 삭제할까요/);
    expect(platform.api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '삭제' }));
    await screen.findByText('other page');
    expect(platform.api.calls.some((c) => c.method === 'DELETE' && c.url === '/api/team/callback-numbers/9')).toBe(
      true,
    );
  });

  it('says when the number does not exist', async () => {
    renderPage({
      'GET /api/team/callback-numbers/9': () => {
        throw new ApiError(404, 'Not Found', '발신번호를 찾을 수 없어요.', 4040);
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('발신번호를 찾을 수 없어요.');
  });
});
