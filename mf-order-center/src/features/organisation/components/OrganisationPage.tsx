/**
 * /personalCenter/organisation: the caller's organisation (docs/organisations.md). Outside one, what an organisation
 * is and a form to create one; inside, its tabs (the tab in the address, `?tab=approvals`), each shown to the roles
 * that may see it (ORG_ROLE_RIGHTS), the server refusing anything else with its message.
 */
import { useTranslation } from 'react-i18next';
import { findOrderCenterChild } from '@portal/shared/domain';
import { AccountListPage, useOwnList, usePageTitle } from '@portal/shared/ui';
import { fetchOrg } from '../api/org';
import { CreateOrgForm } from './CreateOrgForm';
import { OrgTabs } from './OrgTabs';
import '../i18n';

/** The organisation, or null outside one (wrapped: useOwnList's null means "not loaded yet"). */
const loadOrg = async () => ({ org: await fetchOrg() });

export function OrganisationPage() {
  const { t } = useTranslation('organisation');
  const title = usePageTitle(findOrderCenterChild('organisation')!.title);
  const list = useOwnList(loadOrg);
  const org = list.data?.org;
  const reload = () => void list.load();
  return (
    <AccountListPage
      title={title}
      intro={t('intro')}
      list={list}
      empty={org === null}
      emptyTitle={t('emptyTitle')}
      emptyHint={t('emptyHint')}
    >
      {org === null && <CreateOrgForm onCreated={reload} />}
      {org && <OrgTabs org={org} onChanged={reload} />}
    </AccountListPage>
  );
}
