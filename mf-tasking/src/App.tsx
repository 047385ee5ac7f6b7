import { Route, Routes } from '@portal/shared/router';
import './i18n';
import { ProgramOrderPage } from './features/order-form/components/ProgramOrderPage';

/** Tasking orders with access prediction (docs/requirements.md §1, §5): a new order, and an own order edited while pending. */
export function App() {
  return (
    <Routes>
      <Route path="/programOrder" element={<ProgramOrderPage />} />
      <Route path="/programOrder/:id" element={<ProgramOrderPage key="edit" />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
