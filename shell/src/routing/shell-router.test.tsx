import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { Link, MemoryRouter, Outlet, useLocation, type RouteObject } from 'react-router';
import { createShellHistory, ShellRouter, useRouteMatches } from './shell-router';

function Titles() {
  const titles = useRouteMatches()
    .map((m) => (m.route.handle as { title?: string } | undefined)?.title)
    .filter(Boolean);
  return <p data-testid="titles">{titles.join(' > ')}</p>;
}

/** What the page showed at each render, to check the observers ran before it. */
const rendered: string[] = [];
function Page({ name }: { name: string }) {
  const { pathname } = useLocation();
  rendered.push(`${name} ${pathname}`);
  return (
    <>
      <h1>{name}</h1>
      <Link to="/console/team/7">팀으로</Link>
    </>
  );
}

const routes: RouteObject[] = [
  {
    id: 'root',
    element: (
      <>
        <Titles />
        <Outlet />
      </>
    ),
    handle: { title: '콘솔' },
    children: [
      { id: 'home', path: '/console/dashboard', element: <Page name="대시보드" />, handle: { title: '대시보드' } },
      { id: 'team', path: '/console/team/:teamSeq', element: <Page name="팀" />, handle: { title: '팀' } },
    ],
  },
];

describe('ShellRouter', () => {
  it('renders the matched route, gives its matches, and tells observers of a move before the page renders', async () => {
    window.history.replaceState(null, '', '/console/dashboard');
    const history = createShellHistory();
    const seen: string[] = [];
    history.observe((location) => seen.push(`${location.pathname} (page rendered ${rendered.length} times)`));
    render(
      <StrictMode>
        <ShellRouter history={history} routes={routes} />
      </StrictMode>,
    );
    expect(screen.getByRole('heading', { name: '대시보드' })).toBeInTheDocument();
    expect(screen.getByTestId('titles')).toHaveTextContent('콘솔 > 대시보드');

    const before = rendered.length;
    await act(async () => screen.getByRole('link', { name: '팀으로' }).click());
    expect(screen.getByRole('heading', { name: '팀' })).toBeInTheDocument();
    expect(screen.getByTestId('titles')).toHaveTextContent('콘솔 > 팀');
    expect(window.location.pathname).toBe('/console/team/7');
    // Observed once, before any render of the new page.
    expect(seen).toEqual([`/console/team/7 (page rendered ${before} times)`]);

    // Code outside React moves through the same history (platform navigation).
    await act(async () => history.push('/console/dashboard'));
    expect(screen.getByRole('heading', { name: '대시보드' })).toBeInTheDocument();
    expect(seen).toHaveLength(2);
  });

  it('has no matches outside the shell router (a test rendering a page in a router of its own)', () => {
    render(
      <MemoryRouter initialEntries={['/console/dashboard']}>
        <Titles />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('titles')).toBeEmptyDOMElement();
  });
});
