import { Route, Routes } from '@portal/shared/router';
import { ImageQueryPage } from './features/search/components/ImageQueryPage';
import './i18n';

/** Archive search on the globe (docs/requirements.md §1, §5). */
export function App() {
  return (
    <Routes>
      <Route path="/imageQuery" element={<ImageQueryPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
