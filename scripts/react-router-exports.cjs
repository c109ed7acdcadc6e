// The names the shell's 'react-router' module re-exports (rspack.shared.js). CommonJS without
// dependencies, so that the build config and the jest check both read it.
/**
 * What the shell provides as 'react-router'. A shared module cannot be tree-shaken, and the whole of
 * react-router (server rendering, RSC, forms, fetchers ...) is ~49 KB gzipped, of which the console
 * uses the client router and a few components and hooks. The shell provides a generated module that
 * re-exports these names from react-router's production build, so rspack tree-shakes the rest. A
 * remote that imports a name missing here would get undefined: scripts/checks/react-router-exports.test.ts
 * (in npm test) fails when any source file imports a name this list lacks.
 */
const REACT_ROUTER_EXPORTS = [
  // Routers and route tables
  'createBrowserRouter',
  'createMemoryRouter',
  'RouterProvider',
  'Router',
  'MemoryRouter',
  'Routes',
  'Route',
  'useRoutes',
  'matchRoutes',
  'matchPath',
  'generatePath',
  'createSearchParams',
  'UNSAFE_NavigationContext',
  // Components
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  // Hooks
  'useNavigate',
  'useParams',
  'useLocation',
  'useSearchParams',
  'useMatches',
  'useMatch',
  'useHref',
  'useInRouterContext',
  'useNavigationType',
  'useResolvedPath',
  'useOutlet',
  'useOutletContext',
  'useBlocker',
  'useRouteError',
  'isRouteErrorResponse',
];

module.exports = { REACT_ROUTER_EXPORTS };
