import { Suspense } from 'react';
import { matchPath, Navigate, Route, Routes } from '@portal/shared/router';
import './i18n';
import { Footer } from './Footer';
import { PageLoading } from './common/PageLoading';
import { Home } from './features/home/components/Home';
import { Login } from './features/auth/components/Login';
import { NotFound } from './features/content/components/NotFound';
import { PhoneHome } from './features/mobile/components/PhoneHome';
import { lazyPage, type LazyPage } from './common/lazy-page';

/** Pages past the first view load with their route, so the home page's script stays small. */
const ServicesPage = lazyPage(() =>
  import('./features/services/components/ServicesPage').then((m) => m.ServicesPage),
);
const UserGuide = lazyPage(() => import('./features/guide/components/UserGuide').then((m) => m.UserGuide));
const ApiDocsPage = lazyPage(() =>
  import('./features/api-docs/components/ApiDocsPage').then((m) => m.ApiDocsPage),
);
const DocumentsPage = lazyPage(() =>
  import('./features/documents/components/DocumentsPage').then((m) => m.DocumentsPage),
);
const Register = lazyPage(() => import('./features/auth/components/Register').then((m) => m.Register));
const PhoneRegister = lazyPage(() =>
  import('./features/auth/components/PhoneRegister').then((m) => m.PhoneRegister),
);
const ForgetPassword = lazyPage(() =>
  import('./features/auth/components/ForgetPassword').then((m) => m.ForgetPassword),
);
const ResetPassword = lazyPage(() =>
  import('./features/auth/components/ResetPassword').then((m) => m.ResetPassword),
);
const SampleGallery = lazyPage(() =>
  import('./features/samples/components/SampleGallery').then((m) => m.SampleGallery),
);
const DetailsPage = lazyPage(() =>
  import('./features/details/components/DetailsPage').then((m) => m.DetailsPage),
);

/** The lazy pages by route: rendered by App, and loaded before the portal mounts for the page opened (lifecycles.tsx). */
const LAZY_ROUTES: [string, LazyPage][] = [
  ['/register', Register],
  ['/phoneregister', PhoneRegister],
  ['/forgetPassword', ForgetPassword],
  ['/reset/:id', ResetPassword],
  ['/PDF', DocumentsPage],
  ['/sampleImage', SampleGallery],
  ['/details', DetailsPage],
  ['/interFace', ApiDocsPage],
  ['/userGuide', UserGuide],
  ['/applicationService/:topic', ServicesPage],
];

/** Loads the code of the page at `pathname` when it is a lazy one. */
export function preloadPage(pathname: string): Promise<void> {
  const page = LAZY_ROUTES.find(([path]) => matchPath(path, pathname));
  return page ? page[1].preload() : Promise.resolve();
}

/** Visitor pages (docs/requirements.md §2, public routes). */
export function App() {
  return (
    <>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route path="/" element={<Home />} />
          <Route path="/login" element={<Login />} />
          <Route path="/phonehome" element={<PhoneHome />} />
          {LAZY_ROUTES.map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route
            path="/applicationService"
            element={<Navigate to="/applicationService/introduce" replace />}
          />
          <Route path="/404" element={<NotFound />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
      <Footer />
    </>
  );
}
