import { Navigate, Route, Routes } from 'react-router-dom';
import './i18n';
import { Footer } from './Footer';
import { Home } from './features/home/components/Home';
import { Login } from './features/auth/components/Login';
import { NotFound } from './features/content/components/NotFound';
import { ServicesPage } from './features/services/components/ServicesPage';
import { UserGuide } from './features/guide/components/UserGuide';
import { ApiDocsPage } from './features/api-docs/components/ApiDocsPage';
import { DocumentsPage } from './features/documents/components/DocumentsPage';
import { Register } from './features/auth/components/Register';
import { PhoneHome } from './features/mobile/components/PhoneHome';
import { PhoneRegister } from './features/auth/components/PhoneRegister';
import { ForgetPassword } from './features/auth/components/ForgetPassword';
import { ResetPassword } from './features/auth/components/ResetPassword';
import { SampleGallery } from './features/samples/components/SampleGallery';
import { DetailsPage } from './features/details/components/DetailsPage';

/** Visitor pages (spec §2, public routes). */
export function App() {
  return (
    <>
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
        <Route path="/applicationService" element={<Navigate to="/applicationService/introduce" replace />} />
        <Route path="/applicationService/:topic" element={<ServicesPage />} />
        <Route path="/404" element={<NotFound />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
      <Footer />
    </>
  );
}
