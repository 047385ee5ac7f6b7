import { Route, Routes } from 'react-router-dom';
import { ComingSoon, PageFrame, routeTitle, usePageTitle } from '@portal/shared/ui';

function TaskingOrder({ route }: { route: string }) {
  const title = usePageTitle(routeTitle(route));
  return (
    <PageFrame title={title}>
      <ComingSoon />
    </PageFrame>
  );
}

/** Tasking orders with access prediction (spec §1, §5). */
export function App() {
  return (
    <Routes>
      <Route path="/programOrder" element={<TaskingOrder route="/programOrder" />} />
      <Route path="/programOrder/:id" element={<TaskingOrder route="/programOrder/:id" />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
