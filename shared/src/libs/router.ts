/**
 * The part of React Router the school uses, as one module every app shares (one router context on the
 * page). The webpack builds resolve `react-router` and `react-router-dom` to this file, so the router
 * travels tree-shaken (declarative routing only: no data routers, server rendering or forms) instead of
 * whole. Tests and the server import the real package. A page that needs another export adds it here;
 * `tooling/webpack/library-facades.test.ts` fails until it does.
 */
export {
  BrowserRouter,
  createBrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  UNSAFE_DataRouterContext,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
