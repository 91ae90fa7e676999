import { Skeleton, Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AdminPageHeader } from '@/admin/components/AdminPageHeader';
import { formatShortDate } from '@/admin/format';
import { ProgressStatusTag } from '@/admin/features/progress/ProgressStatusTag';
import { dueText, lateByText, MILESTONE_LABELS } from '@/admin/features/progress/progressStatus';
import { NONE_TEXT, solicitorCell } from '@/admin/features/transactions/TransactionsPage';
import type { AdminTransactionRow } from '@/admin/features/transactions/transactionsListApi';
import { AdminTable } from '@/admin/list/AdminTable';
import { ListFooter } from '@/admin/list/ListFooter';
import { useTableUrlState } from '@/admin/list/useTableUrlState';
import { adminPaths } from '@/admin/paths';
import { useAtRiskSalesQuery } from '@/api/generated';
import '@/admin/features/at-risk/atRisk.css';

export const AT_RISK_MESSAGES = {
  title: 'At risk',
  summary: 'Sales in progress running late today, the most late first.',
  loadFailed: 'There was an error while fetching the sales at risk',
  empty: 'No sales are running late',
} as const;

/** A progress cell: '—' for a row the server sent without one (it answers only late sales). */
const progressOf =
  (render: (progress: NonNullable<AdminTransactionRow['progress']>) => ReactNode) =>
  (_: unknown, row: AdminTransactionRow) => (row.progress ? render(row.progress) : NONE_TEXT);

export const atRiskColumns: TableColumnsType<AdminTransactionRow> = [
  {
    key: 'property',
    title: 'Property',
    render: (_, row) => (
      <Link to={adminPaths.transaction(row._id)} className="th-at-risk-property">
        {row.property_address}
      </Link>
    ),
  },
  {
    key: 'status',
    title: 'Status',
    render: progressOf((progress) => <ProgressStatusTag status={progress.status} />),
  },
  {
    key: 'next',
    title: 'Next step',
    render: progressOf((progress) => MILESTONE_LABELS[progress.next_key]),
  },
  {
    key: 'late_by',
    title: 'Late by',
    render: progressOf((progress) => lateByText(progress.lag_days)),
  },
  {
    key: 'expected',
    title: 'Expected',
    render: progressOf((progress) => formatShortDate(progress.next_expected_at)),
  },
  { key: 'due', title: 'Due', render: progressOf(dueText) },
  {
    key: 'seller_solicitor',
    title: "Seller's solicitor",
    render: (_, row) => solicitorCell(row.seller_solicitor),
  },
  {
    key: 'buyer_solicitor',
    title: "Buyer's solicitor",
    render: (_, row) => solicitorCell(row.buyer_solicitor),
  },
];

/**
 * /admin/at-risk: the sales in progress running late today (amber or red), most late first as
 * the server orders them, a page at a time (page and size in the URL). The solicitors are shown
 * because they own the next step of most sales.
 */
export const AtRiskPage = () => {
  const list = useTableUrlState();
  const query = useAtRiskSalesQuery(list.request);
  const total = query.data?.totalFilteredItems;

  return (
    <>
      <AdminPageHeader title={AT_RISK_MESSAGES.title} titleCase={false}>
        <Typography.Text type="secondary">{AT_RISK_MESSAGES.summary}</Typography.Text>
      </AdminPageHeader>
      {query.isLoading ? (
        <Skeleton active aria-label="Loading sales at risk..." />
      ) : (
        <>
          <AdminTable
            label="Sales at risk"
            columns={atRiskColumns}
            rows={query.currentData?.items}
            rowKey="_id"
            rowHref={(row) => adminPaths.transaction(row._id)}
            loading={query.isFetching}
            error={query.error}
            errorTitle={AT_RISK_MESSAGES.loadFailed}
            onRetry={() => void query.refetch()}
            emptyText={AT_RISK_MESSAGES.empty}
          />
          {!query.error && (
            <ListFooter list={list} total={total} capped={query.data?.totalIsCapped ?? false} />
          )}
        </>
      )}
    </>
  );
};
