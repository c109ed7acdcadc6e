import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OptOut } from '@console/contracts/opt-outs';
import { ApiError, fakeUser, pageOf, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import { OptOutListPage } from './opt-out-list-page';

const entries: OptOut[] = [
  { seq: 3, phone: '01022223333', source: 'MANUAL', createdAt: '2026-11-20T05:05:00.000Z' },
  { seq: 2, phone: '01030000001', source: 'BULK', createdAt: '2026-11-20T05:05:00.000Z' },
  { seq: 1, phone: '01099998888', source: 'MO', createdAt: '2026-11-20T05:05:00.000Z' },
];

function renderPage(handlers: Record<string, FakeHandler> = {}, role: 'ROLE_MASTER' | 'ROLE_USER' = 'ROLE_MASTER') {
  return renderWithPlatform(<OptOutListPage />, {
    path: '/console/team/1/service/reject',
    routePath: '/console/team/:teamSeq/service/reject',
    defaultNS: 'messaging',
    user: fakeUser({ role }),
    resources: { ko: { messaging: ko }, en: { messaging: en } },
    handlers: {
      'GET /api/team/opt-outs': ({ params }) =>
        pageOf(entries, Number(params?.page ?? 1), Number(params?.size ?? 20), 3),
      ...handlers,
    },
  });
}

describe('OptOutListPage', () => {
  it('lists numbers with their source and explains the advertising rule', async () => {
    renderPage();
    const row = (await screen.findByText('010-9999-8888')).closest('tr') as HTMLElement;
    expect(within(row).getByText('080 수신거부 요청')).toBeInTheDocument();
    expect(screen.getByText('일괄 등록')).toBeInTheDocument();
    expect(screen.getByText(/무료거부 080XXXXXXX/)).toBeInTheDocument();
  });

  it('searches by part of the number on the server, checking the term in place', async () => {
    const { platform } = renderPage();
    await screen.findByText('010-2222-3333');
    const search = screen.getByRole('textbox', { name: '번호 검색' });
    fireEvent.change(search, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(await screen.findByText('번호는 숫자와 하이픈(-)만 입력할 수 있어요.')).toBeInTheDocument();
    fireEvent.change(search, { target: { value: '2222-33' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() => expect(platform.api.calls.at(-1)?.params).toEqual({ page: 1, size: 20, q: '222233' }));
    expect(platform.paging.get('/console/team/{teamSeq}/service/reject')).toMatchObject({ filters: { q: '222233' } });
  });

  it("adds one number validated in place; the server's 409 shows in the dialog", async () => {
    let answer: unknown = { phone: '01012345678' };
    const { platform } = renderPage({
      'POST /api/team/opt-outs': () => {
        if (answer instanceof Error) throw answer;
        return answer;
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '번호 추가' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /전화번호/ }), { target: { value: '12-34' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '번호 추가' }));
    expect(await within(dialog).findByText('올바른 전화번호 형식이 아니에요.')).toBeInTheDocument();
    answer = new ApiError(409, 'Conflict', '이미 수신거부 목록에 있는 번호예요.', 4090);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /전화번호/ }), { target: { value: '010-1234-5678' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '번호 추가' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('이미 수신거부 목록에 있는 번호예요.');
    expect(platform.api.calls.find((c) => c.method === 'POST')?.body).toEqual({ phone: '01012345678' });
    answer = { phone: '01012345678' };
    fireEvent.click(within(dialog).getByRole('button', { name: '번호 추가' }));
    await waitFor(() =>
      expect(platform.toasts).toContainEqual({
        message: '010-1234-5678을(를) 수신거부 목록에 넣었어요.',
        severity: 'success',
      }),
    );
  });

  it('adds in bulk and reports added, skipped duplicates and each bad line', async () => {
    const { platform } = renderPage({
      'POST /api/team/opt-outs/bulk': () => ({
        added: 2,
        duplicates: 1,
        errors: [{ line: 3, value: 'hello', message: '올바른 전화번호 형식이 아니에요.' }],
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: '일괄 추가' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '추가' }));
    expect(await within(dialog).findByText('번호를 입력해 주세요.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: '번호 목록' }), {
      target: { value: '01011112222\n01011113333\nhello\n01011112222' },
    });
    expect(await within(dialog).findByText('4줄')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '추가' }));
    expect(
      await within(dialog).findByText('2개를 추가했어요. 이미 있거나 겹친 번호 1개는 건너뛰었어요.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('3번째 줄: hello')).toBeInTheDocument();
    expect(platform.api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      text: '01011112222\n01011113333\nhello\n01011112222',
    });
  });

  it('deletes only after confirmation', async () => {
    const { platform } = renderPage({ 'DELETE /api/team/opt-outs/3': () => ({ seq: 3 }) });
    fireEvent.click(await screen.findByRole('button', { name: '010-2222-3333 삭제' }));
    await waitFor(() =>
      expect(platform.toasts).toContainEqual({ message: '수신거부 목록에서 뺐어요.', severity: 'success' }),
    );
    expect(platform.alerts[0]).toMatch(/010-2222-3333을\(를\) 목록에서 뺄까요\? 빼면 이 번호로 광고 메시지가/);
    const confirm = jest.spyOn(platform.ui, 'confirm').mockResolvedValueOnce(false);
    fireEvent.click(screen.getByRole('button', { name: '010-9999-8888 삭제' }));
    await waitFor(() => expect(confirm).toHaveBeenCalled());
    expect(platform.api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('a user reads and exports but cannot add or delete', async () => {
    renderPage({}, 'ROLE_USER');
    await screen.findByText('010-2222-3333');
    expect(screen.getByText('번호 추가와 삭제는 마스터와 매니저만 할 수 있어요.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '번호 추가' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /삭제/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /내보내기|다운로드|엑셀/ })).toBeInTheDocument();
  });
});
