import { Navigate, Route, Routes } from 'react-router-dom';
import './i18n';
import { Footer } from './Footer';
import { Home } from './pages/Home';
import { Login } from './pages/Login';
import { InfoPage } from './pages/InfoPage';
import { NotFound } from './pages/NotFound';
import { ApplicationService } from './pages/ApplicationService';
import { UserGuide } from './pages/UserGuide';
import { InterFace } from './pages/InterFace';
import { Register } from './pages/Register';
import { PhoneRegister } from './pages/PhoneRegister';
import { ForgetPassword } from './pages/ForgetPassword';
import { ResetPassword } from './pages/ResetPassword';

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
        <Route path="/phonehome" element={<InfoPage route="/phonehome" body="phonehome" />} />
        <Route path="/PDF" element={<InfoPage route="/PDF" body="pdf" />} />
        <Route path="/sampleImage" element={<InfoPage route="/sampleImage" body="sampleImage" />} />
        <Route path="/details" element={<InfoPage route="/details" body="details" />} />
        <Route path="/interFace" element={<InterFace />} />
        <Route path="/userGuide" element={<UserGuide />} />
        <Route path="/applicationService" element={<Navigate to="/applicationService/introduce" replace />} />
        <Route path="/applicationService/:topic" element={<ApplicationService />} />
        <Route path="/404" element={<NotFound />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
      <Footer />
    </>
  );
}
