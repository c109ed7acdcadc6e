import { createContext, useContext, useMemo } from 'react';
import {
  matchRoutes,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  unstable_HistoryRouter as HistoryRouter,
  useLocation,
  useRoutes,
  type Location,
  type RouteObject,
} from 'react-router';

/**
 * The shell routes in react-router's declarative mode: a browser history, `useRoutes` over the
 * route table, and the table's matches from `matchRoutes`. The console uses no data-router feature
 * (loaders, actions, fetchers, blockers), and the data router is about 17 KB gzipped on every page
 * (issue 18). Remotes route the same way inside their parcels (defineRemote).
 */

type BrowserHistory = ReturnType<typeof createBrowserHistory>;

/** The browser history, told to observers before React renders the new location. */
export interface ShellHistory extends BrowserHistory {
  /** Calls `observer` with each new location, before the router re-renders; returns the stop. */
  observe(observer: (location: Location) => void): () => void;
}

export function createShellHistory(): ShellHistory {
  // v5Compat: push and replace notify the router at once, as BrowserRouter's history does.
  const browser = createBrowserHistory({ v5Compat: true });
  const observers = new Set<(location: Location) => void>();
  return {
    get action() {
      return browser.action;
    },
    get location() {
      return browser.location;
    },
    createHref: (to) => browser.createHref(to),
    createURL: (to) => browser.createURL(to),
    encodeLocation: (to) => browser.encodeLocation(to),
    push: (to, state) => browser.push(to, state),
    replace: (to, state) => browser.replace(to, state),
    go: (delta) => browser.go(delta),
    // The router is the one listener; the observers hear of each change first.
    listen: (listener) =>
      browser.listen((update) => {
        observers.forEach((observer) => observer(update.location));
        listener(update);
      }),
    observe(observer) {
      observers.add(observer);
      return () => observers.delete(observer);
    },
  };
}

const RouteTableContext = createContext<RouteObject[] | null>(null);

/** The shell's router: the history's location through the route table. */
export function ShellRouter({ history, routes }: { history: ShellHistory; routes: RouteObject[] }) {
  return (
    <HistoryRouter history={history}>
      <RouteTableContext.Provider value={routes}>
        <ShellRoutes routes={routes} />
      </RouteTableContext.Provider>
    </HistoryRouter>
  );
}

function ShellRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** The route table's matches for the current location, outermost first (none outside ShellRouter). */
export function useRouteMatches(): { route: RouteObject }[] {
  const routes = useContext(RouteTableContext);
  const location = useLocation();
  return useMemo(() => (routes ? (matchRoutes(routes, location) ?? []) : []), [routes, location]);
}
