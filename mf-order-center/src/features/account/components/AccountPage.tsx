import { ComingSoon, PageFrame, routeTitle, usePageTitle } from '@portal/shared/ui';

/** A signed-in page whose content arrives in a later release (the resource centre). */
export function AccountPage({ route }: { route: string }) {
  const title = usePageTitle(routeTitle(route));
  return (
    <PageFrame title={title}>
      <ComingSoon />
    </PageFrame>
  );
}
