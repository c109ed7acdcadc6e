import { screen, waitFor } from '@testing-library/react';
import { fakeUser, pageOf, renderWithPlatform } from '@console/testing/fake-platform';
import { en } from '../i18n/en';
import { ko } from '../i18n/ko';
import { shellRouteMeta } from '../routing/route-meta';
import { RouteGuard } from '../routing/route-guard';
import { SHELL_ROUTES } from '../routing/shell-routes';
import { RELEASES_PATH } from './releases-path';

const route = SHELL_ROUTES.find((r) => r.path === RELEASES_PATH)!;

function renderGuarded(releaseManager: boolean) {
  return renderWithPlatform(
    <RouteGuard meta={shellRouteMeta(route)}>
      <p>releases page</p>
    </RouteGuard>,
    {
      defaultNS: 'shell',
      path: RELEASES_PATH,
      routePath: RELEASES_PATH,
      user: fakeUser({ releaseManager }),
      resources: { ko: { shell: ko }, en: { shell: en } },
      handlers: { 'GET /api/teams': () => pageOf([]) },
    },
  );
}

describe('the /console/releases route', () => {
  it('is a shell route for release managers only', () => {
    expect(shellRouteMeta(route)).toMatchObject({ layout: 'console', access: 'login', requiresReleaseManager: true });
  });

  it('opens for a release manager', () => {
    renderGuarded(true);
    expect(screen.getByText('releases page')).toBeInTheDocument();
  });

  it('gives anyone else the 권한 없음 alert and leaves for the dashboard', async () => {
    const { platform } = renderGuarded(false);
    expect(screen.queryByText('releases page')).toBeNull();
    await waitFor(() => expect(platform.alerts).toEqual(['릴리스 관리자만 이용할 수 있는 메뉴예요.']));
    expect(await screen.findByText('other page')).toBeInTheDocument();
  });
});
