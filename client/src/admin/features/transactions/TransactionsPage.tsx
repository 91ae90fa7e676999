import { DownloadOutlined, FilterOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Tag, Typography, type TableColumnsType } from 'antd';
import { useId, useState } from 'react';
import { AdminPageHeader } from '@/admin/components/AdminPageHeader';
import { formatShortDate } from '@/admin/format';
import { downloadCsv } from '@/admin/features/invoicing/InvoicingModal';
import { TransactionFilters } from '@/admin/features/transactions/TransactionFilters';
import { GroupTransactionBadge } from '@/admin/features/transactions-groups/GroupLinks';
import { ProgressStatusTag } from '@/admin/features/progress/ProgressStatusTag';
import { lagLateText } from '@/admin/features/progress/progressStatus';
import {
  fullNames,
  type AdminTransactionRow,
} from '@/admin/features/transactions/transactionsListApi';
import { useAdminSalesQuery } from '@/api/generated';
import {
  CSV_MAX_ROWS,
  csvUrl,
  isFiltered,
  SEARCH_MIN_CHARS,
  TRANSACTION_FILTERS,
  TRANSACTION_PARAMS,
  TRANSACTION_SORT,
  viewQuery,
} from '@/admin/features/transactions/transactionsView';
import { AdminTable } from '@/admin/list/AdminTable';
import { DebouncedSearchInput } from '@/admin/list/DebouncedSearchInput';
import { ListFilter } from '@/admin/list/ListFilter';
import { ListFooter } from '@/admin/list/ListFooter';
import { useTableUrlState } from '@/admin/list/useTableUrlState';
import { adminPaths } from '@/admin/paths';
import { formatPounds } from '@/shared/format';
import '@/admin/features/transactions/transactions.css';

/** What the table shows for a value that is not there yet. */
export const NONE_TEXT = '—';
/** admin.md §9: a time-saved figure that cannot be worked out yet. */
export const TBC_TEXT = 'TBC';

/** 'Download CSV' beyond the bound: what to do instead. */
export const csvTooLargeText = (total: number) =>
  `This view has ${total.toLocaleString('en-GB')} transactions; a CSV holds at most ${CSV_MAX_ROWS.toLocaleString('en-GB')}. Narrow the search or the filters to download it.`;

const dateCell = (value: string | null | undefined) => (value ? formatShortDate(value) : NONE_TEXT);
const figureCell = (value: number | null | undefined, suffix = '') =>
  value === null || value === undefined ? TBC_TEXT : `${value}${suffix}`;

export const solicitorCell = (solicitor: AdminTransactionRow['seller_solicitor']) =>
  solicitor ? (
    <Flex vertical>
      <span>{solicitor.law_firm_name}</span>
      <Typography.Text type="secondary">{solicitor.name}</Typography.Text>
    </Flex>
  ) : (
    NONE_TEXT
  );

/**
 * How a sale in progress is doing: its status and how late its next step is, one above the other
 * so the column stays narrow on a phone; '—' for a sale not in progress.
 */
const progressCell = (progress: AdminTransactionRow['progress']) =>
  progress ? (
    <Flex vertical gap={4} align="flex-start">
      <ProgressStatusTag status={progress.status} />
      <span className="th-transactions-lag">{lagLateText(progress.lag_days)}</span>
    </Flex>
  ) : (
    NONE_TEXT
  );

/**
 * admin.md §2 'Transactions list': the 15 columns, in the spec's order and wording, and Progress
 * (where a sale in progress stands today) beside the other statuses.
 */
export const transactionColumns: TableColumnsType<AdminTransactionRow> = [
  {
    key: 'sellers',
    title: 'Seller Full Name(s)',
    render: (_, row) => fullNames(row.sellers),
  },
  {
    key: 'address',
    title: 'Property Address',
    render: (_, row) =>
      row.group ? (
        <Flex vertical gap={4} align="flex-start">
          <span>{row.property_address}</span>
          <GroupTransactionBadge group={row.group} />
        </Flex>
      ) : (
        row.property_address
      ),
  },
  {
    key: 'asking_price',
    title: 'Asking Price',
    sorter: true,
    render: (_, row) => (row.asking_price == null ? NONE_TEXT : formatPounds(row.asking_price)),
  },
  {
    key: 'paid',
    title: 'Payment Status',
    render: (_, row) =>
      row.paid ? <Tag color="success">Paid</Tag> : <Tag color="warning">Unpaid</Tag>,
  },
  {
    key: 'progress',
    title: 'Progress',
    render: (_, row) => progressCell(row.progress),
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
    key: 'date_legal_started',
    title: 'Date Legals Started',
    sorter: true,
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
  /** Fetches and saves the view's CSV (replaced in tests). */
  download?: (url: string) => Promise<void>;
};

/**
 * /admin/transactions: every sale, newest first, in a paginated table. The search, the filters
 * (payment in its modal with counts, the rest in the filter panel), the sort (Asking Price, Date
 * Legals Started), the page and its size live in the URL; 'Download CSV' saves every row of the
 * view (not the Invoicing file, which 'Export CSV' opens).
 */
export const TransactionsPage = ({
  onExportCsv,
  download = downloadCsv,
}: TransactionsPageProps) => {
  const list = useTableUrlState({
    filters: TRANSACTION_FILTERS,
    params: TRANSACTION_PARAMS,
    sort: TRANSACTION_SORT,
  });
  const view = viewQuery(list);
  const query = useAdminSalesQuery({ ...list.request, ...view });
  // The filter modal's counts: one row each, for totalFilteredItems.
  const paidCount = useAdminSalesQuery({ skip: 0, limit: 1, isPaid: 'true' });
  const unpaidCount = useAdminSalesQuery({ skip: 0, limit: 1, isPaid: 'false' });

  const filtered = isFiltered(list);
  const panelId = useId();
  const statuses = list.filters;
  const [panelOpen, setPanelOpen] = useState(
    () =>
      TRANSACTION_PARAMS.some((key) => list.params[key] !== '') ||
      statuses.agent !== 'any' ||
      statuses.solicitors !== 'any' ||
      statuses.searches !== 'any' ||
      statuses.checks !== 'any' ||
      statuses.progress !== 'any',
  );
  const [downloading, setDownloading] = useState(false);
  const [csvFailure, setCsvFailure] = useState<string>();
  const total = query.data?.totalFilteredItems;
  // A broad view is counted up to a bound (1,000 with a search, else 10,000): more match.
  const capped = query.data?.totalIsCapped ?? false;
  const tooLarge = total !== undefined && total > CSV_MAX_ROWS;

  const handleDownload = async () => {
    setCsvFailure(undefined);
    setDownloading(true);
    try {
      await download(csvUrl(view));
    } catch (error) {
      setCsvFailure(
        `The CSV could not be downloaded: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      setDownloading(false);
    }
  };

  const shortSearch = list.search !== '' && list.search.length < SEARCH_MIN_CHARS;

  return (
    <>
      <AdminPageHeader
        title="Transactions"
        actions={
          <>
            <Button
              icon={<DownloadOutlined aria-hidden />}
              onClick={() => void handleDownload()}
              loading={downloading}
              disabled={tooLarge || total === 0}
              aria-describedby={tooLarge ? `${panelId}-csv` : undefined}
            >
              Download CSV
            </Button>
            {onExportCsv && (
              <Button icon={<DownloadOutlined aria-hidden />} onClick={onExportCsv}>
                Export CSV
              </Button>
            )}
          </>
        }
      />
      {tooLarge && (
        <Typography.Paragraph type="secondary" id={`${panelId}-csv`}>
          {csvTooLargeText(total)}
        </Typography.Paragraph>
      )}
      {csvFailure && (
        <Alert
          type="error"
          showIcon
          message={csvFailure}
          closable
          onClose={() => setCsvFailure(undefined)}
          style={{ marginBottom: 16 }}
        />
      )}
      <Flex wrap gap={12} align="center" justify="space-between" style={{ marginBottom: 16 }}>
        <Flex vertical gap={4} className="th-transactions-search">
          <DebouncedSearchInput
            value={list.search}
            onSearch={list.setSearch}
            label="Search transactions"
            placeholder="Search by name, email, address or postcode"
          />
          {shortSearch && (
            <Typography.Text type="secondary">
              {`Type at least ${SEARCH_MIN_CHARS} characters to search.`}
            </Typography.Text>
          )}
        </Flex>
        <Flex wrap gap={8} align="center">
          <Button
            icon={<FilterOutlined aria-hidden />}
            aria-expanded={panelOpen}
            aria-controls={panelId}
            onClick={() => setPanelOpen((open) => !open)}
          >
            {panelOpen ? 'Hide filters' : 'More filters'}
          </Button>
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
      </Flex>
      <div id={panelId} hidden={!panelOpen} className="th-transactions-panel">
        {panelOpen && <TransactionFilters list={list} />}
      </div>
      {filtered && total !== undefined && (
        <Typography.Paragraph>
          {capped
            ? `More than ${total.toLocaleString('en-GB')} transactions match`
            : `${total.toLocaleString('en-GB')} ${total === 1 ? 'transaction matches' : 'transactions match'}`}
        </Typography.Paragraph>
      )}
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
        emptyText={filtered ? 'No transactions match this search or these filters' : undefined}
        sort={list.sort}
        onSortChange={list.setSort}
      />
      <ListFooter list={list} total={total} capped={capped} />
    </>
  );
};
