import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { ConfigPage } from '@/admin/features/config/ConfigPage';
import { AskCharliePage } from '@/admin/features/ask-charlie/AskCharliePage';
import { SecurityPage } from '@/admin/features/security/SecurityPage';
import { StatsPage } from '@/admin/features/stats/StatsPage';
import { UserDetailPage } from '@/admin/features/users/UserDetailPage';
import { UsersPage } from '@/admin/features/users/UsersPage';
import { ErasureRequestsPage } from '@/admin/features/erasure-requests/ErasureRequestsPage';
import { CompaniesPage } from '@/admin/features/companies/CompaniesPage';
import { CompanyDetailPage } from '@/admin/features/companies/CompanyDetailPage';
import { FeedPage } from '@/admin/features/feed/FeedPage';
import { TransactionsWithInvoicing } from '@/admin/features/invoicing/TransactionsWithInvoicing';
import { TransactionDetailPage } from '@/admin/features/transaction-detail/TransactionDetailPage';
import { BrandsPage } from '@/admin/features/estate-agents/BrandsPage';
import { EstateAgentPage } from '@/admin/features/estate-agents/agent/EstateAgentPage';
import { EstateAgentsPage } from '@/admin/features/estate-agents/EstateAgentsPage';
import { LawFirmPage } from '@/admin/features/law-firms/LawFirmPage';
import { LawFirmsPage } from '@/admin/features/law-firms/LawFirmsPage';
import { LawyerGroupPage } from '@/admin/features/law-firms/LawyerGroupPage';
import { GroupAddPage } from '@/admin/features/transactions-groups/add/GroupAddPage';
import { GroupDetailPage } from '@/admin/features/transactions-groups/GroupDetailPage';
import { GroupSuccessPage } from '@/admin/features/transactions-groups/GroupSuccessPage';
import { TransactionsGroupsPage } from '@/admin/features/transactions-groups/TransactionsGroupsPage';
import { AdminNotFoundPage } from '@/admin/pages/AdminNotFoundPage';

/** An operator's page, rarely opened: a chunk of its own within the back office. */
const JobsPage = lazy(() =>
  import('@/admin/features/jobs/JobsPage').then((module) => ({ default: module.JobsPage })),
);
/** The sales running late today: a chunk of its own, read when staff open it. */
const AtRiskPage = lazy(() =>
  import('@/admin/features/at-risk/AtRiskPage').then((module) => ({
    default: module.AtRiskPage,
  })),
);
import { AdminLayout } from '@/admin/shell/AdminLayout';
import { GlobalSearch } from '@/admin/shell/GlobalSearch';
import { useAdminSearch } from '@/admin/shell/useAdminSearch';

/**
 * The `/admin/*` route tree: the back office, loaded lazily as its own chunk by the app router
 * (a customer never downloads it). Paths are relative to /admin (see `adminPaths`).
 */
export const AdminApp = () => (
  <Routes>
    <Route element={<AdminLayout search={<GlobalSearch useSearch={useAdminSearch} />} />}>
      <Route index element={<StatsPage />} />
      <Route path="config" element={<ConfigPage />} />
      <Route
        path="jobs"
        element={
          <Suspense fallback={null}>
            <JobsPage />
          </Suspense>
        }
      />
      <Route path="security" element={<SecurityPage />} />
      <Route path="users" element={<UsersPage />} />
      <Route path="users/admins" element={<UsersPage view="admins" />} />
      <Route path="users/:id" element={<UserDetailPage />} />
      <Route path="erasure-requests" element={<ErasureRequestsPage />} />
      <Route path="companies" element={<CompaniesPage />} />
      <Route path="companies/:id" element={<CompanyDetailPage />} />
      <Route path="ask-charlie" element={<AskCharliePage />} />
      <Route path="feed" element={<FeedPage />} />
      <Route path="transactions" element={<TransactionsWithInvoicing />} />
      <Route path="transactions/:id" element={<TransactionDetailPage />} />
      <Route
        path="at-risk"
        element={
          <Suspense fallback={null}>
            <AtRiskPage />
          </Suspense>
        }
      />
      <Route path="estate-agents" element={<EstateAgentsPage />} />
      <Route path="estate-agents/add" element={<EstateAgentPage />} />
      <Route path="estate-agents/:id" element={<EstateAgentPage />} />
      <Route path="estate-agent-brands" element={<BrandsPage />} />
      <Route path="law-firms" element={<LawFirmsPage />} />
      <Route path="law-firms/:id" element={<LawFirmPage />} />
      <Route path="lawyer-groups/:id" element={<LawyerGroupPage />} />
      <Route path="transactions-groups" element={<TransactionsGroupsPage />} />
      <Route path="transactions-groups/add" element={<GroupAddPage />} />
      <Route path="transactions-groups/success" element={<GroupSuccessPage />} />
      <Route path="transactions-groups/:id" element={<GroupDetailPage />} />
      <Route path="*" element={<AdminNotFoundPage />} />
    </Route>
  </Routes>
);
