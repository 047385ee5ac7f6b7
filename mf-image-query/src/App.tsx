import { Route, Routes } from 'react-router-dom';
import { ComingSoon, PageFrame, routeTitle, usePageTitle } from '@portal/shared/ui';

function ImageQuery() {
  const title = usePageTitle(routeTitle('/imageQuery'));
  return (
    <PageFrame title={title}>
      <ComingSoon />
    </PageFrame>
  );
}

/** Archive search on the globe (spec §1, §5). */
export function App() {
  return (
    <Routes>
      <Route path="/imageQuery" element={<ImageQuery />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
