/**
 * The tabs above user management's two lists (staff and sales): the accounts (/personalCenter/userManagement) and
 * the customers' organisations (/personalCenter/orgManagement), each its own URL.
 */
import { useTranslation } from 'react-i18next';
import { Tab, Tabs } from '@mui/material';
import { Link as RouterLink } from '@portal/shared/router';
import '../i18n';

export const USER_MANAGEMENT_TABS = {
  users: '/personalCenter/userManagement',
  orgs: '/personalCenter/orgManagement',
} as const;

export function UserManagementTabs({ current }: { current: keyof typeof USER_MANAGEMENT_TABS }) {
  const { t } = useTranslation('orgs');
  return (
    <Tabs value={current} sx={{ mb: 1 }} aria-label={t('tabs')} data-testid="user-management-tabs">
      {(['users', 'orgs'] as const).map((tab) => (
        <Tab
          key={tab}
          value={tab}
          label={t(tab === 'users' ? 'tabUsers' : 'tabOrgs')}
          component={RouterLink}
          to={USER_MANAGEMENT_TABS[tab]}
          data-testid={`user-management-tab-${tab}`}
        />
      ))}
    </Tabs>
  );
}
