import { ComingSoon, PageFrame, routeTitle, usePageTitle } from '@portal/shared/ui';

/** Account pages whose forms arrive with the account service. */
export function AccountPage({ route }: { route: string }) {
  const title = usePageTitle(routeTitle(route));
  return (
    <PageFrame title={title}>
      <ComingSoon />
    </PageFrame>
  );
}
