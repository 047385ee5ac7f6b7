import { Route, Routes } from '@portal/shared/router';
import { ORDER_CENTER_CHILDREN } from '@portal/shared/domain';
import './i18n';
import { BillPage } from './features/bill/components/BillPage';
import { UserCartPage } from './features/carts/components/UserCartPage';
import { ServiceContentPage } from './features/service-content/components/ServiceContentPage';
import { FeedbackManagementPage } from './features/feedback/components/FeedbackManagementPage';
import { JobsPage } from './features/jobs/components/JobsPage';
import { MissionDetailPage } from './features/missions/components/MissionDetailPage';
import { StaffMissionsPage } from './features/missions/components/StaffMissionsPage';
import { ProgrammedOrdersPage } from './features/missions/components/ProgrammedOrdersPage';
import { RequirementNoticesPage } from './features/operations/components/RequirementNoticesPage';
import { SituationMonitoringPage } from './features/operations/components/SituationMonitoringPage';
import { TaskStatePage } from './features/operations/components/TaskStatePage';
import { UserSensitivePermissionsPage } from './features/permissions/components/UserSensitivePermissionsPage';
import { ReviewsPage } from './features/reviews/components/ReviewsPage';
import { AllArchivedOrdersPage } from './features/orders/components/AllArchivedOrdersPage';
import { OrgManagementPage } from './features/organisations/components/OrgManagementPage';
import { UserManagementTabs } from './features/organisations/components/UserManagementTabs';
import { TaskDetailPage } from './features/tasks/components/TaskDetailPage';
import { TasksPage } from './features/tasks/components/TasksPage';
import { AuditLogPage } from './features/users/components/AuditLogPage';
import { UserManagementPage } from './features/users/components/UserManagementPage';

const PAGES: Record<string, () => React.JSX.Element> = {
  allarchivedOrderManagement: AllArchivedOrdersPage,
  bill: BillPage,
  userShoppingCart: UserCartPage,
  'missionadmin/missionforty': StaffMissionsPage,
  'missionadmin/detail/:id': MissionDetailPage,
  allprogrammedOrderManagement: ProgrammedOrdersPage,
  'tasksadmin/tasks': TasksPage,
  'tasksadmin/taskdetail/:id': TaskDetailPage,
  taskstate: TaskStatePage,
  requirementNotice: RequirementNoticesPage,
  situationMonitoring: SituationMonitoringPage,
  userInformationReview: () => <ReviewsPage path="userInformationReview" />,
  modification: () => <ReviewsPage path="modification" />,
  userManagement: () => <UserManagementPage tabs={<UserManagementTabs current="users" />} />,
  orgManagement: OrgManagementPage,
  auditLog: AuditLogPage,
  userSensitivePermissions: UserSensitivePermissionsPage,
  feedbackManagement: FeedbackManagementPage,
  effectContent: ServiceContentPage,
  jobs: JobsPage,
};

/** Staff and sales pages of the order centre (docs/requirements.md §2), deployed by the staff teams. */
export function App() {
  return (
    <Routes>
      {ORDER_CENTER_CHILDREN.filter((c) => c.remote === 'mf-admin').map((c) => {
        const Page = PAGES[c.path];
        return <Route key={c.path} path={`/personalCenter/${c.path}`} element={<Page />} />;
      })}
      <Route path="*" element={null} />
    </Routes>
  );
}
