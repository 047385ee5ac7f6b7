import { Route, Routes } from '@portal/shared/router';
import './i18n';
import { MissionFormPage } from './features/mission-form/components/MissionFormPage';

/** Tasking orders with access prediction (docs/requirements.md §1, §5): a new order, and an own order edited while pending. */
export function App() {
  return (
    <Routes>
      <Route path="/programOrder" element={<MissionFormPage />} />
      <Route path="/programOrder/:id" element={<MissionFormPage key="edit" />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
