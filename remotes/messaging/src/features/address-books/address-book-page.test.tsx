import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createFakePlatform, pageOf, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import { contact, group } from './address-book-test-data';
import { AddressBookPage } from './address-book-page';

const groups = [group(), group({ seq: 12, name: '거래처', contactCount: 0 })];
const contacts = [contact(), contact({ seq: 102, name: '', phone: '01099998888', fields: [] })];

const RESOURCES = { ko: { messaging: ko }, en: { messaging: en } };

const platformWith = (handlers: Record<string, FakeHandler> = {}) =>
  createFakePlatform({
    resources: RESOURCES,
    handlers: {
      'GET /api/team/address-books/groups': () => groups,
      'GET /api/team/address-books/contacts': ({ params }) =>
        pageOf(contacts, Number(params?.page ?? 1), Number(params?.size ?? 20), 45),
      ...handlers,
    },
  });

function renderPage(handlers: Record<string, FakeHandler> = {}, platform = platformWith(handlers)) {
  return renderWithPlatform(<AddressBookPage />, {
    platform,
    path: '/console/team/7/send/address',
    routePath: '/console/team/:teamSeq/send/address',
    teamSeq: 7,
    defaultNS: 'messaging',
  });
}

const contactCalls = (platform: ReturnType<typeof createFakePlatform>) =>
  platform.api.calls.filter((c) => c.url === '/api/team/address-books/contacts').map((c) => c.params);

// Four renders of the whole page with MUI on a shared, busy machine: more than jest's 5 s default.
jest.setTimeout(30_000);
const SLOW = { timeout: 10_000 };

describe('AddressBookPage', () => {
  it('lists groups and contacts, explains the rules, and keeps group, search and page in the paging state', async () => {
    const platform = platformWith();
    const first = renderPage({}, platform);
    expect(await screen.findByText('010-1234-5678', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('(이름 없음)')).toBeInTheDocument();
    expect(screen.getByText('등급: 골드')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '이메일' })).toBeInTheDocument();
    expect(screen.getAllByText('haneul.kim@customer.example').length).toBeGreaterThan(0);
    expect(screen.getByText(/휴대폰 번호만 넣을 수 있고, 한 그룹에 같은 번호는 한 번만/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '파일에서 가져오기' })).not.toBeInTheDocument();

    fireEvent.click(within(screen.getByRole('list', { name: '그룹' })).getByText('VIP 고객'));
    await waitFor(() => expect(contactCalls(platform).at(-1)).toEqual({ page: 1, size: 20, groupSeq: 11 }));
    expect(screen.getByRole('button', { name: '파일에서 가져오기' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '내보내기' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('이름 또는 번호 검색'), { target: { value: '  김 ' } });
    fireEvent.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() => expect(contactCalls(platform).at(-1)).toEqual({ page: 1, size: 20, q: '김', groupSeq: 11 }));
    fireEvent.click(screen.getByRole('button', { name: /next page|다음 페이지/i }));
    await waitFor(() => expect(contactCalls(platform).at(-1)).toEqual({ page: 2, size: 20, q: '김', groupSeq: 11 }));

    // Back from another page: the same group, search and page.
    first.unmount();
    platform.queryClient.clear();
    platform.api.calls.length = 0;
    renderPage({}, platform);
    await waitFor(() => expect(contactCalls(platform)[0]).toEqual({ page: 2, size: 20, q: '김', groupSeq: 11 }), SLOW);
    expect(screen.getByLabelText('이름 또는 번호 검색')).toHaveValue('김');
  });

  it('deletes a group after a confirmation that says its contacts go too', async () => {
    const remove = jest.fn(() => null);
    const { platform } = renderPage({ 'DELETE /api/team/address-books/groups/11': remove });
    fireEvent.click(await screen.findByRole('button', { name: 'VIP 고객 그룹 관리' }, SLOW));
    fireEvent.click(await screen.findByRole('menuitem', { name: '그룹 삭제' }));
    await waitFor(() => expect(remove).toHaveBeenCalled());
    expect(platform.alerts).toEqual(["'VIP 고객' 그룹과 그 안의 연락처 2명이 모두 삭제돼요. 되돌릴 수 없어요."]);
    expect(platform.toasts).toContainEqual({ message: '그룹을 삭제했어요.', severity: 'success' });
  });

  it('deletes the selected contacts after a confirmation', async () => {
    const remove = jest.fn(() => ({ deleted: 2 }));
    const { platform } = renderPage({ 'POST /api/team/address-books/contacts/delete': remove });
    await screen.findByText('010-1234-5678', {}, SLOW);
    fireEvent.click(screen.getByLabelText('이 페이지 모두 선택'));
    fireEvent.click(screen.getByRole('button', { name: '선택 삭제 (2)' }));
    await waitFor(() => expect(remove).toHaveBeenCalled());
    expect(platform.api.calls.find((c) => c.method === 'POST')?.body).toEqual({ seqs: [101, 102] });
    expect(platform.alerts).toEqual(['선택한 연락처 2명을 삭제해요. 되돌릴 수 없어요.']);
  });

  it('asks for a group first when the team has none', async () => {
    renderPage({
      'GET /api/team/address-books/groups': () => [],
      'GET /api/team/address-books/contacts': () => pageOf([]),
    });
    expect(
      await screen.findByText('연락처를 추가하거나 가져오려면 먼저 그룹을 만들어 주세요.', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '연락처 추가' })).toBeDisabled();
  });
});
