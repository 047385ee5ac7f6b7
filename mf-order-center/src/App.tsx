import { Navigate, Route, Routes } from '@portal/shared/router';
import './i18n';
import { UserInfo } from './features/account/components/UserInfo';
import { ChangePassword } from './features/account/components/ChangePassword';
import { CartPage } from './features/cart/components/CartPage';
import { ArchiveOrdersPage } from './features/orders/components/ArchiveOrdersPage';
import { MyAlertsPage } from './features/alerts/components/MyAlertsPage';
import { ApiKeysPage } from './features/apiKeys/components/ApiKeysPage';
import { WebhooksPage } from './features/webhooks/components/WebhooksPage';
import { SubscriptionsPage } from './features/subscriptions/components/SubscriptionsPage';
import { ResourceCenterPage } from './features/resources/components/ResourceCenterPage';
import { OrganisationPage } from './features/organisation/components/OrganisationPage';
import { InvitationPage } from './features/organisation/components/InvitationPage';
import { TaskingOrdersPage } from './TaskingOrdersPage';

/** The customer's order centre, the account area and the account pages (docs/requirements.md §2). */
export function App() {
  return (
    <Routes>
      <Route path="/personalCenter/shoppingCart" element={<CartPage />} />
      <Route path="/personalCenter/archiveOrder" element={<ArchiveOrdersPage />} />
      <Route path="/personalCenter/myProgrammingOrder" element={<TaskingOrdersPage />} />
      <Route path="/personalCenter/myAlerts" element={<MyAlertsPage />} />
      {/* The account area (shared/domain/account-menu.ts), reached from the user menu, at its /personalCenter/ URLs. */}
      <Route path="/personalCenter/apiKeys" element={<ApiKeysPage />} />
      <Route path="/personalCenter/webhooks" element={<WebhooksPage />} />
      <Route path="/personalCenter/subscriptions" element={<SubscriptionsPage />} />
      <Route path="/personalCenter/organisation" element={<OrganisationPage />} />
      {/* Public: an invitation e-mail's link, opened signed in or not. */}
      <Route path="/invitation" element={<InvitationPage />} />
      <Route path="/setup" element={<Navigate to="/userInfo" replace />} />
      <Route path="/userInfo" element={<UserInfo />} />
      <Route path="/changePassword" element={<ChangePassword />} />
      <Route path="/resourceCenter" element={<ResourceCenterPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
