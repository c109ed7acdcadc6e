import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TeamSpendCap } from '@console/contracts/billing';
import { ApiError, fakeUser, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { en } from '../../i18n/en';
import { ko } from '../../i18n/ko';
import { parseCapAmount } from './team-cap-dialog';
import { TeamCapsSection } from './team-caps-section';

const caps: TeamSpendCap[] = [
  { teamSeq: 1, teamName: '마케팅팀', monthlyCapKrw: 500_000, spentKrw: 125_000 },
  { teamSeq: 2, teamName: '고객지원팀', monthlyCapKrw: null, spentKrw: 43_210 },
  { teamSeq: 3, teamName: '이벤트팀', monthlyCapKrw: 100_000, spentKrw: 92_000 },
];

function renderSection(
  handlers: Record<string, FakeHandler> = {},
  role: 'ROLE_MASTER' | 'ROLE_MANAGER' = 'ROLE_MASTER',
) {
  return renderWithPlatform(<TeamCapsSection />, {
    path: '/console/billing/info',
    defaultNS: 'billing',
    user: fakeUser({ role }),
    resources: { ko: { billing: ko }, en: { billing: en } },
    handlers: {
      'GET /api/billing/team-caps': () => caps,
      'PUT /api/billing/team-caps/1': ({ body }) => ({ ...caps[0], ...(body as object) }),
      'PUT /api/billing/team-caps/2': ({ body }) => ({ ...caps[1], ...(body as object) }),
      ...handlers,
    },
  });
}

const rowOf = async (team: string) => (await screen.findByRole('cell', { name: team })).closest('tr') as HTMLElement;

async function openDialog(team: string) {
  fireEvent.click(await screen.findByRole('button', { name: `${team} 한도 수정` }));
  return screen.findByRole('dialog', { name: `${team} 월 사용 한도` });
}

function submitAmount(dialog: HTMLElement, text: string) {
  fireEvent.change(within(dialog).getByRole('textbox', { name: /월 한도/ }), { target: { value: text } });
  fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
}

describe('TeamCapsSection', () => {
  it("shows each team's spend against its cap with a progress bar", async () => {
    renderSection();
    const marketing = await rowOf('마케팅팀');
    expect(
      within(marketing)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['마케팅팀', '125,000원', '500,000원', '25%', '수정']);
    const bar = within(marketing).getByRole('progressbar', { name: '마케팅팀 한도 사용률' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    const support = await rowOf('고객지원팀');
    expect(support).toHaveTextContent('43,210원한도 없음');
    expect(within(support).queryByRole('progressbar')).not.toBeInTheDocument();
    const events = await rowOf('이벤트팀');
    expect(within(events).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '92');
    expect(within(events).getByRole('progressbar').className).toMatch(/Warning/);
  });

  it('renders nothing and asks nothing for a manager', () => {
    const { container, platform } = renderSection({}, 'ROLE_MANAGER');
    expect(container).toBeEmptyDOMElement();
    expect(platform.api.calls).toEqual([]);
  });

  it('says so in Korean when the business has no team', async () => {
    renderSection({ 'GET /api/billing/team-caps': () => [] });
    expect(await screen.findByText('아직 팀이 없어요. 팀을 만들면 여기서 한도를 정할 수 있어요.')).toBeInTheDocument();
  });

  it.each([
    ['', '한도를 숫자로 입력해 주세요.'],
    ['abc', '한도를 숫자로 입력해 주세요.'],
    ['500', '한도는 1,000원 이상이어야 해요.'],
    ['1000.5', '한도는 원 단위 숫자로 입력해 주세요.'],
    ['2,000,000,000', '한도가 너무 커요.'],
  ])('refuses "%s" with the contract message, without asking the server', async (text, message) => {
    const { platform } = renderSection();
    const dialog = await openDialog('마케팅팀');
    submitAmount(dialog, text);
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /월 한도/ })).toHaveAttribute('aria-invalid', 'true');
    expect(platform.api.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('saves a cap typed with commas and refreshes the list', async () => {
    const { platform } = renderSection();
    const dialog = await openDialog('고객지원팀');
    expect(
      within(dialog).getByText('이번 달 사용 금액은 43,210원이에요. 한도는 매달 1일에 새로 적용돼요.'),
    ).toBeInTheDocument();
    // No cap yet: nothing to remove.
    expect(within(dialog).queryByRole('button', { name: '한도 없애기' })).not.toBeInTheDocument();
    submitAmount(dialog, '1,500,000원');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(platform.api.calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/api/billing/team-caps/2',
      params: undefined,
      body: { monthlyCapKrw: 1_500_000 },
    });
    expect(platform.toasts).toEqual([
      { message: '고객지원팀의 한도를 1,500,000원으로 정했어요.', severity: 'success' },
    ]);
    await waitFor(() => expect(platform.api.calls.filter((c) => c.url === '/api/billing/team-caps')).toHaveLength(2));
  });

  it('lifts a cap with "한도 없애기"', async () => {
    const { platform } = renderSection();
    const dialog = await openDialog('마케팅팀');
    expect(within(dialog).getByRole('textbox', { name: /월 한도/ })).toHaveValue('500,000');
    fireEvent.click(within(dialog).getByRole('button', { name: '한도 없애기' }));
    await waitFor(() =>
      expect(platform.toasts).toEqual([{ message: '마케팅팀의 한도를 없앴어요.', severity: 'success' }]),
    );
    expect(platform.api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ monthlyCapKrw: null });
  });

  it('warns when the new cap is below what the team already spent', async () => {
    renderSection();
    const dialog = await openDialog('마케팅팀');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /월 한도/ }), { target: { value: '100000' } });
    expect(
      within(dialog).getByText('이번 달에 이미 쓴 금액보다 낮아요. 저장하면 이 팀은 이번 달에 더 보낼 수 없어요.'),
    ).toBeInTheDocument();
  });

  it("shows the server's errors in place: a field error under the field, others above the form", async () => {
    let answer = new ApiError(400, 'Bad Request', '입력값을 확인해 주세요.', null, [
      { field: 'monthlyCapKrw', message: '한도는 1,000원 이상이어야 해요.' },
    ]);
    renderSection({
      'PUT /api/billing/team-caps/1': () => {
        throw answer;
      },
    });
    const dialog = await openDialog('마케팅팀');
    submitAmount(dialog, '300000');
    expect(await within(dialog).findByText('한도는 1,000원 이상이어야 해요.')).toBeInTheDocument();
    answer = new ApiError(404, 'Not Found', '팀을 찾을 수 없어요.');
    submitAmount(dialog, '300000');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('팀을 찾을 수 없어요.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows a failed list with a retry', async () => {
    let fail = true;
    renderSection({
      'GET /api/billing/team-caps': () => {
        if (fail) throw new ApiError(500, 'Internal Server Error', '서버 오류');
        return caps;
      },
    });
    expect(await screen.findByText('팀별 한도를 불러오지 못했어요.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await rowOf('마케팅팀')).toBeInTheDocument();
  });
});

describe('parseCapAmount', () => {
  it('reads commas, spaces and 원, and leaves the judging to the contract', () => {
    expect(parseCapAmount('1,500,000원')).toBe(1_500_000);
    expect(parseCapAmount(' 5 000 ')).toBe(5_000);
    expect(parseCapAmount('')).toBeUndefined();
    expect(parseCapAmount('abc')).toBeNaN();
  });
});
