// The router every remote uses: the parts of react-router the portal needs, shared as one singleton
// (tooling/shared-singletons.cjs). Sharing react-router-dom itself would ship all of it to every visitor (57 KB gzip:
// data routers, server rendering, forms); re-exported here, the build keeps only what is named (about 14 KB).
// Code imports routing from here, never from react-router-dom (eslint says so), so that every Link and Route of a
// remote reads the Router its root renders (shared/src/ui/remote.tsx).
export {
  BrowserRouter,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  Route,
  Routes,
  StaticRouter,
  useParams,
  useSearchParams,
} from 'react-router-dom';
