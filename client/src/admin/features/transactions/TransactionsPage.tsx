import { DownloadOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, Typography, type TableColumnsType } from 'antd';
import { AdminPageHeader } from '@/admin/components/AdminPageHeader';
import { formatShortDate } from '@/admin/format';
import {
  fullNames,
  useAdminTransactionsQuery,
  type AdminTransactionRow,
} from '@/admin/features/transactions/transactionsListApi';
import { AdminTable } from '@/admin/list/AdminTable';
import { ListFilter } from '@/admin/list/ListFilter';
import { ListFooter } from '@/admin/list/ListFooter';
import { useTableUrlState } from '@/admin/list/useTableUrlState';
import { adminPaths } from '@/admin/paths';
import { formatPounds } from '@/shared/format';

/** What the table shows for a value that is not there yet. */
export const NONE_TEXT = '—';
/** admin.md §9: a time-saved figure that cannot be worked out yet. */
export const TBC_TEXT = 'TBC';

const PAID_VALUES = ['all', 'paid', 'unpaid'] as const;
type PaidValue = (typeof PAID_VALUES)[number];

const isPaidOf = (value: PaidValue) =>
  value === 'all' ? undefined : value === 'paid' ? ('true' as const) : ('false' as const);

const dateCell = (value: string | null | undefined) => (value ? formatShortDate(value) : NONE_TEXT);
const figureCell = (value: number | null | undefined, suffix = '') =>
  value === null || value === undefined ? TBC_TEXT : `${value}${suffix}`;

const solicitorCell = (solicitor: AdminTransactionRow['seller_solicitor']) =>
  solicitor ? (
    <Flex vertical>
      <span>{solicitor.law_firm_name}</span>
      <Typography.Text type="secondary">{solicitor.name}</Typography.Text>
    </Flex>
  ) : (
    NONE_TEXT
  );

/** admin.md §2 'Transactions list': the 15 columns, in the spec's order and wording. */
export const transactionColumns: TableColumnsType<AdminTransactionRow> = [
  {
    key: 'sellers',
    title: 'Seller Full Name(s)',
    render: (_, row) => fullNames(row.sellers),
  },
  { key: 'address', title: 'Property Address', dataIndex: 'property_address' },
  {
    key: 'asking_price',
    title: 'Asking Price',
    render: (_, row) => (row.asking_price == null ? NONE_TEXT : formatPounds(row.asking_price)),
  },
  {
    key: 'paid',
    title: 'Payment Status',
    render: (_, row) =>
      row.paid ? <Tag color="success">Paid</Tag> : <Tag color="warning">Unpaid</Tag>,
  },
  {
    key: 'seller_solicitor',
    title: 'Seller Solicitor',
    render: (_, row) => solicitorCell(row.seller_solicitor),
  },
  {
    key: 'buyer_solicitor',
    title: 'Buyer Solicitor',
    render: (_, row) => solicitorCell(row.buyer_solicitor),
  },
  {
    key: 'latest_buyers',
    title: 'Latest Buyer Full Name(s)',
    render: (_, row) => fullNames(row.latest_buyers) || NONE_TEXT,
  },
  {
    key: 'legals_started',
    title: 'Date Legals Started',
    render: (_, row) => dateCell(row.date_legal_started),
  },
  {
    key: 'sale_agreed',
    title: 'Date Sale Agreed',
    render: (_, row) => dateCell(row.sale_agreed_at),
  },
  { key: 'exchanged', title: 'Date Exchanged', render: (_, row) => dateCell(row.exchanged_at) },
  { key: 'completed', title: 'Date Completed', render: (_, row) => dateCell(row.completed_at) },
  {
    key: 'offer_to_exchange',
    title: 'Time Offer To Exchange In Days',
    render: (_, row) => figureCell(row.time_offer_to_exchange_days),
  },
  {
    key: 'time_saved',
    title: 'Time Saved In Days',
    render: (_, row) => figureCell(row.time_saved_days),
  },
  {
    key: 'time_saved_percent',
    title: '% Time Saved',
    render: (_, row) => figureCell(row.time_saved_percent, '%'),
  },
  {
    key: 'tags',
    title: 'Tags',
    render: (_, row) =>
      row.tags.length === 0 ? NONE_TEXT : row.tags.map((tag) => <Tag key={tag}>{tag}</Tag>),
  },
];

type TransactionsPageProps = {
  /**
   * Opens the Invoicing modal (admin.md §2 'An Export CSV button opens the Invoicing modal').
   * The 'Export CSV' button shows only when this is given.
   */
  onExportCsv?: () => void;
};

/**
 * /admin/transactions: every sale, newest first, in a paginated table whose page, size and
 * paid filter live in the URL. The filter modal counts All, Paid and Unpaid.
 */
export const TransactionsPage = ({ onExportCsv }: TransactionsPageProps) => {
  const list = useTableUrlState({
    filters: { paid: { values: PAID_VALUES, default: 'all' } },
  });
  const isPaid = isPaidOf(list.filters.paid);
  const query = useAdminTransactionsQuery({ ...list.request, ...(isPaid ? { isPaid } : {}) });
  // The filter modal's counts: one row each, for totalFilteredItems.
  const paidCount = useAdminTransactionsQuery({ skip: 0, limit: 1, isPaid: 'true' });
  const unpaidCount = useAdminTransactionsQuery({ skip: 0, limit: 1, isPaid: 'false' });

  return (
    <>
      <AdminPageHeader
        title="Transactions"
        actions={
          onExportCsv && (
            <Button icon={<DownloadOutlined aria-hidden />} onClick={onExportCsv}>
              Export CSV
            </Button>
          )
        }
      />
      <Flex justify="flex-end" style={{ marginBottom: 16 }}>
        <ListFilter
          label="Payment status"
          value={list.filters.paid}
          defaultValue="all"
          options={[
            { value: 'all', label: 'All', count: query.data?.totalItems },
            { value: 'paid', label: 'Paid', count: paidCount.data?.totalFilteredItems },
            { value: 'unpaid', label: 'Unpaid', count: unpaidCount.data?.totalFilteredItems },
          ]}
          onChange={(value) => list.setFilter('paid', value)}
        />
      </Flex>
      <AdminTable
        label="Transactions"
        columns={transactionColumns}
        rows={query.currentData?.items}
        rowKey="_id"
        rowHref={(row) => adminPaths.transaction(row._id)}
        loading={query.isFetching}
        error={query.error}
        errorTitle="There was an error while fetching transactions"
        onRetry={() => void query.refetch()}
      />
      <ListFooter list={list} total={query.data?.totalFilteredItems} />
    </>
  );
};
