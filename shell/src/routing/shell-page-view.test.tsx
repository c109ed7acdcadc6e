import { screen, waitFor } from '@testing-library/react';
import { renderWithPlatform } from '@console/testing/fake-platform';
import { ko } from '../i18n/ko';
import { FatalErrorBoundary } from '../error/error-boundary';
import { useFatalError } from '../state/fatal-error-store';
import { useLoadingBar } from '../state/loading-bar-store';
import { ShellPageView } from './shell-page-view';
import { SHELL_ROUTES, type ShellPage } from './shell-routes';

// The form page's chunk is missing, as after a deployment replaced the files.
jest.mock('../poc/poc-form-page', () => {
  throw Object.assign(new Error('Loading chunk shell-poc failed.'), { name: 'ChunkLoadError' });
});

const routeOf = (page: ShellPage) => SHELL_ROUTES.find((route) => route.page === page)!;

function renderPage(page: ShellPage) {
  return renderWithPlatform(<ShellPageView route={routeOf(page)} />, {
    defaultNS: 'shell',
    resources: { ko: { shell: ko } },
  });
}

describe('ShellPageView', () => {
  afterEach(() => useLoadingBar.setState({ pending: 0 }));

  it("shows a remote's loading view while a page's code loads, then the page and its heading", async () => {
    renderPage('poc-test');
    expect(screen.getByText('UI 키트 화면을 불러오는 중…').closest('[aria-busy="true"]')).not.toBeNull();
    expect(useLoadingBar.getState().pending).toBe(1);

    expect(await screen.findByRole('heading', { level: 1, name: 'UI 키트' })).toBeInTheDocument();
    expect(screen.queryByText('UI 키트 화면을 불러오는 중…')).toBeNull();
    expect(useLoadingBar.getState().pending).toBe(0);
  });

  it('raises a chunk that failed as an error event, for the chunk-error watcher to reload', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const raised: unknown[] = [];
    // React 18's development build replays a render error as a trusted window error event (its
    // production build does not): only the events the code raises count.
    const onError = (event: ErrorEvent) => {
      if (!event.isTrusted) raised.push(event.error);
      event.preventDefault();
    };
    window.addEventListener('error', onError);
    try {
      renderWithPlatform(
        <FatalErrorBoundary>
          <ShellPageView route={routeOf('poc-form')} />
        </FatalErrorBoundary>,
        { defaultNS: 'shell', resources: { ko: { shell: ko } } },
      );
      // Until the reload, the error screen takes over as for any render error (SPEC 4).
      await waitFor(() => expect(useFatalError.getState().error?.message).toBe('Loading chunk shell-poc failed.'));
      expect(raised).toEqual([expect.objectContaining({ name: 'ChunkLoadError' })]);
    } finally {
      window.removeEventListener('error', onError);
      consoleError.mockRestore();
      useFatalError.getState().clear();
    }
  });
});
