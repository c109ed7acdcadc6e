import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReleaseStatus } from '@console/contracts/releases';
import { ApiError } from '@console/platform/api-error';
import { fakeUser, renderWithPlatform, type FakeHandler } from '@console/testing/fake-platform';
import { en } from '../i18n/en';
import { ko } from '../i18n/ko';
import { ReleasesPage } from './releases-page';

const STATUS: ReleaseStatus = {
  canaryPolicy: { errorRate: 0.2, minLoads: 5 },
  environments: [
    {
      environment: 'local',
      current: true,
      remotes: [
        {
          name: 'team',
          enabled: true,
          version: '1.0.0',
          canary: { version: '1.1.0', percent: 50, startedAt: '2026-11-25T01:00:00.000Z' },
          manifest: { ok: true },
          versions: [
            { version: '1.0.0', share: 50, loads: 40, errors: 0, errorRate: 0 },
            { version: '1.1.0', share: 50, loads: 8, errors: 4, errorRate: 0.5 },
          ],
          builtVersions: ['1.0.0', '1.1.0'],
        },
        {
          name: 'billing',
          enabled: false,
          reason: 'invoice bug #31',
          version: '1.0.0',
          manifest: { ok: false, problem: 'mf-manifest.json answered 404' },
          versions: [],
          builtVersions: ['1.0.0'],
        },
      ],
      history: [
        {
          id: 1,
          environment: 'local',
          at: '2026-11-25T00:00:00.000Z',
          by: 'kim@console',
          reason: 'try the new member list',
          action: 'canary',
          remote: 'team',
          before: { version: '1.0.0', enabled: true },
          after: {
            version: '1.0.0',
            enabled: true,
            canary: { version: '1.1.0', percent: 50, startedAt: '2026-11-25T00:00:00.000Z' },
          },
          automatic: false,
        },
        {
          id: 2,
          environment: 'local',
          at: '2026-11-25T00:05:00.000Z',
          by: 'automatic',
          reason: 'error rate 50% over 20%',
          action: 'rollback',
          remote: 'stats',
          before: { version: '1.1.0', enabled: true },
          after: { version: '1.0.0', enabled: true },
          automatic: true,
        },
      ],
    },
    { environment: 'staging', current: false, remotes: [], history: [] },
  ],
};

function renderPage(handlers: Record<string, FakeHandler> = {}) {
  const reload = jest.fn();
  const view = renderWithPlatform(<ReleasesPage reload={reload} />, {
    defaultNS: 'shell',
    path: '/console/releases',
    user: fakeUser({ releaseManager: true }),
    resources: { ko: { shell: ko }, en: { shell: en } },
    handlers: { 'GET /api/releases/status': () => STATUS, ...handlers },
  });
  return { ...view, reload };
}

const chooseOption = (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
};

describe('ReleasesPage', () => {
  it('shows per remote the live version, state, canary, manifest health and error rates against the policy', async () => {
    renderPage();
    const remotes = await screen.findByRole('table', { name: 'local 리모트' });
    expect(screen.getByTestId('canary-policy')).toHaveTextContent('불러오기 5회 이상에서 오류율이 20%를 넘으면');
    const team = within(remotes).getAllByRole('row')[1]!;
    expect(team).toHaveTextContent('team');
    expect(team).toHaveTextContent('사용 중');
    expect(team).toHaveTextContent('1.1.0 · 50%');
    expect(team).toHaveTextContent('1.1.0 · 비율 50% · 불러오기 8 · 오류 4 · 오류율 50%');
    expect(team).toHaveTextContent('1.0.0, 1.1.0');
    expect(within(team).getAllByText('기준 초과')).toHaveLength(1);
    const billing = within(remotes).getAllByRole('row')[2]!;
    expect(billing).toHaveTextContent('사용 안 함');
    expect(billing).toHaveTextContent('invoice bug #31');
    expect(billing).toHaveTextContent('문제 있음');
    expect(billing).toHaveTextContent('mf-manifest.json answered 404');
    expect(billing).toHaveTextContent('아직 기록이 없어요');
  });

  it('lists the change history newest first, automatic changes marked 자동', async () => {
    renderPage();
    const history = await screen.findByRole('table', { name: 'local 변경 이력' });
    const [, newest, older] = within(history).getAllByRole('row');
    expect(newest).toHaveTextContent('자동');
    expect(newest).toHaveTextContent('되돌리기');
    expect(newest).toHaveTextContent('1.1.0 (사용) → 1.0.0 (사용)');
    expect(newest).toHaveTextContent('error rate 50% over 20%');
    expect(older).toHaveTextContent('kim@console');
    expect(older).toHaveTextContent('1.0.0 (사용) → 1.0.0 (사용) + 카나리 1.1.0 50%');
  });

  it('shows another environment on its tab, with its empty history and no override form', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'staging' }));
    expect(await screen.findByText('아직 변경 이력이 없어요.')).toBeInTheDocument();
    expect(screen.getByText('이 환경에 등록된 리모트가 없어요.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '이 브라우저에서만 다른 버전 불러오기' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'local · 이 서버' })).toHaveAttribute('aria-selected', 'false');
  });

  it('answers 권한 없음 in place when the server refuses (not on the allow-list)', async () => {
    renderPage({
      'GET /api/releases/status': () => {
        throw new ApiError(403, 'Forbidden', '릴리스 관리자만 볼 수 있어요.');
      },
    });
    const denied = await screen.findByTestId('releases-forbidden');
    expect(denied).toHaveTextContent('권한 없음');
    expect(denied).toHaveTextContent('릴리스 관리자만 이용할 수 있는 메뉴예요.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('checks the override form with the contract and shows Korean errors in place', async () => {
    const { reload, platform } = renderPage();
    const form = await screen.findByRole('form', { name: '이 브라우저에서만 다른 버전 불러오기' });
    fireEvent.click(within(form).getByRole('button', { name: '적용하고 새로고침' }));
    expect(await within(form).findByText('리모트를 선택해 주세요.')).toBeInTheDocument();

    chooseOption('리모트', 'team');
    fireEvent.click(within(form).getByRole('button', { name: '적용하고 새로고침' }));
    expect(await within(form).findByText('버전이나 주소 중 하나만 입력해 주세요.')).toBeInTheDocument();

    fireEvent.click(within(form).getByRole('radio', { name: '주소(URL)' }));
    fireEvent.change(within(form).getByRole('textbox', { name: '매니페스트 주소' }), {
      target: { value: 'not a url' },
    });
    fireEvent.click(within(form).getByRole('button', { name: '적용하고 새로고침' }));
    expect(await within(form).findByText('올바른 주소(URL)를 입력해 주세요.')).toBeInTheDocument();
    expect(platform.api.calls.filter((c) => c.method === 'PUT')).toEqual([]);
    expect(reload).not.toHaveBeenCalled();
  });

  it('sets an override to a built version of this server, then reloads', async () => {
    const { reload, platform } = renderPage({ 'PUT /api/releases/override': () => null });
    await screen.findByRole('form', { name: '이 브라우저에서만 다른 버전 불러오기' });
    chooseOption('리모트', 'team');
    chooseOption('버전', '1.1.0');
    fireEvent.click(screen.getByRole('button', { name: '적용하고 새로고침' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(platform.api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ remote: 'team', version: '1.1.0' });
  });

  it("shows the server's refusal under its field and resets every override in one click", async () => {
    const { reload, platform } = renderPage({
      'PUT /api/releases/override': () => {
        throw new ApiError(400, 'Bad Request', '입력값을 확인해 주세요.', 1001, [
          { field: 'url', message: '이 주소의 매니페스트가 플랫폼 계약을 충족하지 않아요.' },
        ]);
      },
      'DELETE /api/releases/override': () => null,
    });
    await screen.findByRole('form', { name: '이 브라우저에서만 다른 버전 불러오기' });
    chooseOption('리모트', 'team');
    fireEvent.click(screen.getByRole('radio', { name: '주소(URL)' }));
    fireEvent.change(screen.getByRole('textbox', { name: '매니페스트 주소' }), {
      target: { value: 'https://cdn.example.kr/team/mf-manifest.json' },
    });
    fireEvent.click(screen.getByRole('button', { name: '적용하고 새로고침' }));
    expect(await screen.findByText('이 주소의 매니페스트가 플랫폼 계약을 충족하지 않아요.')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: '모두 되돌리기' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(platform.api.calls.at(-1)).toMatchObject({ method: 'DELETE', url: '/api/releases/override' });
  });

  it('reads in English too', async () => {
    renderWithPlatform(<ReleasesPage reload={jest.fn()} />, {
      defaultNS: 'shell',
      language: 'en',
      resources: { ko: { shell: ko }, en: { shell: en } },
      handlers: { 'GET /api/releases/status': () => STATUS },
    });
    expect(await screen.findByRole('heading', { name: 'Releases', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'local Change history' })).toHaveTextContent('Automatic');
  });
});
