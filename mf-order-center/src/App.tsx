import { Navigate, Route, Routes } from 'react-router-dom';
import { OrderCenterPlaceholder } from '@portal/shared/ui';
import { AccountPage } from './pages/AccountPage';

const CHILDREN = ['shoppingCart', 'archiveOrder', 'myProgrammingOrder', 'myAlerts'];

/** The customer's order centre and account pages (spec §2). */
export function App() {
  return (
    <Routes>
      {CHILDREN.map((c) => (
        <Route key={c} path={`/personalCenter/${c}`} element={<OrderCenterPlaceholder path={c} />} />
      ))}
      <Route path="/setup" element={<Navigate to="/userInfo" replace />} />
      <Route path="/userInfo" element={<AccountPage route="/userInfo" />} />
      <Route path="/changePassword" element={<AccountPage route="/changePassword" />} />
      <Route path="/resourceCenter" element={<AccountPage route="/resourceCenter" />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
