import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import { brandOf, detailOf } from './rcs-fixtures';
import { RcsTemplateDetailPage } from './rcs-template-detail-page';

const REASON = '버튼의 URL이 브랜드 소유 도메인이 아니에요.';
const rejected = () =>
  detailOf({
    status: 'REJECTED',
    rejectReason: REASON,
    history: [
      { seq: 1, kind: 'SUBMITTED', reason: null, at: '2026-11-20T05:05:00.000Z' },
      { seq: 2, kind: 'REJECTED', reason: REASON, at: '2026-11-21T00:30:00.000Z' },
    ],
  });

function renderPage(handlers: Record<string, FakeHandler> = {}) {
  return renderWithPlatform(<RcsTemplateDetailPage />, {
    path: '/console/team/1/rcs/template/7',
    routePath: '/console/team/:teamSeq/rcs/template/:seq',
    teamSeq: 1,
    defaultNS: 'messaging',
    resources: { ko: { messaging: ko }, en: { messaging: en } },
    handlers: {
      'GET /api/team/rcs/brand': () => brandOf(),
      'GET /api/team/rcs/templates/7': () => rejected(),
      ...handlers,
    },
  });
}

describe('RcsTemplateDetailPage', () => {
  it('shows the rejection reason, the review history and the preview', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: '배송 출발 안내' })).toBeInTheDocument();
    expect(screen.getByText(`반려 사유: ${REASON}`)).toBeInTheDocument();
    const history = screen.getByRole('region', { name: '심사 이력' });
    expect(within(history).getByText(/심사 신청/)).toBeInTheDocument();
    expect(within(history).getByText(new RegExp(`반려 — ${REASON}`))).toBeInTheDocument();
    expect(within(screen.getByRole('figure', { name: '미리 보기' })).getByText('배송 조회')).toBeInTheDocument();
  });

  it('edits a rejected template and resubmits it', async () => {
    let sent: unknown;
    const { platform } = renderPage({
      'PUT /api/team/rcs/templates/7': ({ body }) => ((sent = body), detailOf({ status: 'REVIEW' })),
    });
    fireEvent.click(await screen.findByRole('button', { name: '고쳐서 다시 신청' }));
    expect(await screen.findByRole('textbox', { name: '템플릿 이름' })).toHaveValue('배송 출발 안내');
    fireEvent.change(screen.getByRole('textbox', { name: '버튼 1 연결 URL' }), {
      target: { value: 'https://hanbit.example.kr/orders' },
    });
    fireEvent.click(screen.getByRole('button', { name: '고쳐서 다시 신청' }));
    await waitFor(() =>
      expect(sent).toMatchObject({
        name: '배송 출발 안내',
        buttons: [{ kind: 'URL', label: '배송 조회', value: 'https://hanbit.example.kr/orders' }],
      }),
    );
    expect(platform.toasts).toContainEqual({ message: 'RCS 템플릿 심사를 신청했어요.', severity: 'success' });
  });

  it('offers no edit while approved, and deletes only after confirmation', async () => {
    const { platform } = renderPage({
      'GET /api/team/rcs/templates/7': () => detailOf(),
      'DELETE /api/team/rcs/templates/7': () => ({ seq: 7 }),
    });
    expect(await screen.findByText(/승인된 템플릿이에요/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '고쳐서 다시 신청' })).not.toBeInTheDocument();
    const confirm = jest.spyOn(platform.ui, 'confirm').mockResolvedValueOnce(false);
    fireEvent.click(screen.getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(confirm.mock.calls[0]?.[0].message).toMatch(/'배송 출발 안내' 템플릿을 삭제할까요/);
    expect(platform.api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '삭제' }));
    await waitFor(() =>
      expect(platform.api.calls.some((c) => c.method === 'DELETE' && c.url === '/api/team/rcs/templates/7')).toBe(true),
    );
  });

  it('hides delete for a template used in a send, and says when it does not exist', async () => {
    renderPage({ 'GET /api/team/rcs/templates/7': () => detailOf({ usedAt: '2026-11-21T03:00:00.000Z' }) });
    expect(await screen.findByText('발송에 쓴 템플릿은 삭제할 수 없어요.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '삭제' })).not.toBeInTheDocument();
  });

  it('says when the template does not exist', async () => {
    renderPage({
      'GET /api/team/rcs/templates/7': () => {
        throw new ApiError(404, 'Not Found', 'RCS 템플릿을 찾을 수 없어요.', 4040);
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('RCS 템플릿을 찾을 수 없어요.');
  });
});
