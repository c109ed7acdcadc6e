import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@console/platform/api-error';
import { renderWithPlatform } from '@console/testing/fake-platform';
import { en } from '../i18n/en';
import { ko } from '../i18n/ko';
import { OverrideBanner } from './override-banner';
import { overridesOf, RemoteOverridesContext, type RemoteOverride } from './remote-overrides';

const descriptor = { name: 'messaging', version: '1.1.0', platform: '^1.0.0', routes: [] };
const registry = {
  environment: 'local',
  remotes: [
    {
      name: 'messaging',
      version: '1.1.0',
      enabled: true,
      manifestUrl: '/remotes/messaging/1.1.0/mf-manifest.json',
      descriptor,
      override: { version: '1.1.0' },
    },
    { name: 'stats', version: '1.0.0', enabled: true, manifestUrl: '/remotes/stats/1.0.0/mf-manifest.json' },
  ],
};

function renderBanner(overrides: RemoteOverride[], deleteOverride: () => unknown = () => null) {
  const reload = jest.fn();
  const view = renderWithPlatform(
    <RemoteOverridesContext.Provider value={overrides}>
      <OverrideBanner reload={reload} />
    </RemoteOverridesContext.Provider>,
    {
      defaultNS: 'shell',
      resources: { ko: { shell: ko }, en: { shell: en } },
      handlers: { 'DELETE /api/releases/override': deleteOverride },
    },
  );
  return { ...view, reload };
}

describe('OverrideBanner', () => {
  it('reads the overrides of this browser from /registry.json', () => {
    expect(overridesOf(registry)).toEqual([{ remote: 'messaging', version: '1.1.0', url: undefined }]);
    expect(overridesOf({ nonsense: true })).toEqual([]);
  });

  it('says in Korean which remote this browser alone loads at another version, and resets in one click', async () => {
    const { reload, platform } = renderBanner(overridesOf(registry));
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('이 브라우저에서만 messaging 리모트를 1.1.0 버전으로 불러오고 있어요.');
    const reset = screen.getByRole('button', { name: '되돌리기' });
    act(() => reset.focus());
    expect(reset).toHaveFocus();
    fireEvent.click(reset);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(platform.api.calls).toEqual([
      expect.objectContaining({ method: 'DELETE', url: '/api/releases/override', params: undefined }),
    ]);
  });

  it('names a URL override by its address', async () => {
    renderBanner([{ remote: 'team', url: 'https://cdn.example.kr/team/mf-manifest.json' }]);
    expect(await screen.findByRole('status')).toHaveTextContent(
      '이 브라우저에서만 team 리모트를 https://cdn.example.kr/team/mf-manifest.json 에서 불러오고 있어요.',
    );
  });

  it('stays on the page with a message when the reset is refused', async () => {
    const { reload } = renderBanner([{ remote: 'team', version: '1.2.0' }], () => {
      throw new ApiError(403, 'Forbidden', '릴리스 관리자만 할 수 있어요.');
    });
    fireEvent.click(await screen.findByRole('button', { name: '되돌리기' }));
    expect(await screen.findByText('되돌리지 못했어요. 잠시 후 다시 시도해 주세요.')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows nothing without an override', () => {
    renderBanner([]);
    expect(screen.queryByTestId('override-banner')).toBeNull();
  });
});
