import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Box } from '@mui/material';
import { LoadingState } from '@portal/shared/ui';
import './i18n';
import { Footer } from './Footer';
import { Home } from './features/home/components/Home';
import { Login } from './features/auth/components/Login';
import { NotFound } from './features/content/components/NotFound';
import { Register } from './features/auth/components/Register';
import { PhoneHome } from './features/mobile/components/PhoneHome';

/** Pages past the first view load with their route, so the home page's script stays small. */
const ServicesPage = lazy(() =>
  import('./features/services/components/ServicesPage').then((m) => ({ default: m.ServicesPage })),
);
const UserGuide = lazy(() =>
  import('./features/guide/components/UserGuide').then((m) => ({ default: m.UserGuide })),
);
const ApiDocsPage = lazy(() =>
  import('./features/api-docs/components/ApiDocsPage').then((m) => ({ default: m.ApiDocsPage })),
);
const DocumentsPage = lazy(() =>
  import('./features/documents/components/DocumentsPage').then((m) => ({ default: m.DocumentsPage })),
);
const PhoneRegister = lazy(() =>
  import('./features/auth/components/PhoneRegister').then((m) => ({ default: m.PhoneRegister })),
);
const ForgetPassword = lazy(() =>
  import('./features/auth/components/ForgetPassword').then((m) => ({ default: m.ForgetPassword })),
);
const ResetPassword = lazy(() =>
  import('./features/auth/components/ResetPassword').then((m) => ({ default: m.ResetPassword })),
);
const SampleGallery = lazy(() =>
  import('./features/samples/components/SampleGallery').then((m) => ({ default: m.SampleGallery })),
);
const DetailsPage = lazy(() =>
  import('./features/details/components/DetailsPage').then((m) => ({ default: m.DetailsPage })),
);

/** Visitor pages (spec §2, public routes). */
export function App() {
  return (
    <>
      {/* The page's room is kept while its code loads, so the footer does not jump when it arrives. */}
      <Suspense
        fallback={
          <Box sx={{ minHeight: '100vh' }}>
            <LoadingState />
          </Box>
        }
      >
        <Routes>
          <Route path="/" element={<Home />} />
          <Route path="/login" element={<Login />} />
          <Route path="/register" element={<Register />} />
          <Route path="/phoneregister" element={<PhoneRegister />} />
          <Route path="/forgetPassword" element={<ForgetPassword />} />
          <Route path="/reset/:id" element={<ResetPassword />} />
          <Route path="/phonehome" element={<PhoneHome />} />
          <Route path="/PDF" element={<DocumentsPage />} />
          <Route path="/sampleImage" element={<SampleGallery />} />
          <Route path="/details" element={<DetailsPage />} />
          <Route path="/interFace" element={<ApiDocsPage />} />
          <Route path="/userGuide" element={<UserGuide />} />
          <Route
            path="/applicationService"
            element={<Navigate to="/applicationService/introduce" replace />}
          />
          <Route path="/applicationService/:topic" element={<ServicesPage />} />
          <Route path="/404" element={<NotFound />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
      <Footer />
    </>
  );
}
