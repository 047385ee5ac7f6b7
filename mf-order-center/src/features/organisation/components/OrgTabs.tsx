/** An organisation's tabs, those the caller's role sees (state/tabs.ts), the one shown named in the address. */
import { useTranslation } from 'react-i18next';
import { Tab, Tabs } from '@mui/material';
import { orgRoleMay, type Organisation } from '@portal/shared/domain/organisations';
import { useOrgTab } from '../hooks/use-org-tab';
import { tabsFor } from '../state/tabs';
import { ApprovalsTab } from './ApprovalsTab';
import { AuditTab } from './AuditTab';
import { BillTab } from './BillTab';
import { BudgetsTab } from './BudgetsTab';
import { InvitationsTab } from './InvitationsTab';
import { MembersTab } from './MembersTab';
import { OverviewTab } from './OverviewTab';
import '../i18n';

export function OrgTabs({ org, onChanged }: { org: Organisation; onChanged: () => void }) {
  const { t } = useTranslation('organisation');
  const { tab, setTab } = useOrgTab(org.my_role);
  const manager = orgRoleMay(org.my_role, 'manage');
  return (
    <>
      <Tabs
        value={tab}
        onChange={(_e, v: typeof tab) => setTab(v)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        {tabsFor(org.my_role).map((key) => (
          <Tab key={key} value={key} label={t(`tabs.${key}`)} data-testid={`org-tab-${key}`} />
        ))}
      </Tabs>
      {tab === 'overview' && <OverviewTab org={org} manager={manager} onChanged={onChanged} />}
      {tab === 'members' && <MembersTab manager={manager} onChanged={onChanged} />}
      {tab === 'invitations' && <InvitationsTab />}
      {tab === 'budgets' && <BudgetsTab manager={manager} />}
      {tab === 'approvals' && <ApprovalsTab onChanged={onChanged} />}
      {tab === 'bill' && <BillTab />}
      {tab === 'audit' && <AuditTab />}
    </>
  );
}
