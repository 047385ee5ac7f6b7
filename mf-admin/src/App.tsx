import { Route, Routes } from 'react-router-dom';
import { ORDER_CENTER_CHILDREN } from '@portal/shared/domain';
import { OrderCenterPlaceholder } from '@portal/shared/ui';

/** Staff and sales pages of the order centre (spec §2), deployed by the staff teams. */
export function App() {
  return (
    <Routes>
      {ORDER_CENTER_CHILDREN.filter((c) => c.remote === 'mf-admin').map((c) => (
        <Route
          key={c.path}
          path={`/personalCenter/${c.path}`}
          element={<OrderCenterPlaceholder path={c.path} />}
        />
      ))}
      <Route path="*" element={null} />
    </Routes>
  );
}
