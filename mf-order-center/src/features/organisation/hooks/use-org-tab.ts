/** The organisation page's tab in its address (`?tab=approvals`: an alert's link opens the approvals). */
import { useSearchParams } from '@portal/shared/router';
import type { OrgRole } from '@portal/shared/domain/organisations';
import { tabOf, type OrgTab } from '../state/tabs';

export function useOrgTab(role: OrgRole) {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'), role);
  const setTab = (to: OrgTab) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (to === 'overview') next.delete('tab');
      else next.set('tab', to);
      return next;
    });
  return { tab, setTab };
}
