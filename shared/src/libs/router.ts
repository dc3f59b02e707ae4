/**
 * The part of React Router the school uses, as one module every app shares (one router context on the
 * page). The webpack builds resolve `react-router` and `react-router-dom` to this file, so the router
 * travels tree-shaken (the browser data router the host uses for unsaved-input guards, declarative routes; no server rendering or forms) instead of
 * whole. Tests and the server import the real package. A page that needs another export adds it here;
 * `tooling/webpack/library-facades.test.ts` fails until it does.
 */
export {
  createBrowserRouter,
  RouterProvider,
  UNSAFE_DataRouterContext,
  useBlocker,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
