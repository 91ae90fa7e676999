import { Card, type TableColumnsType } from 'antd';
import { AdminTable } from '@/admin/list/AdminTable';
import { ListFooter } from '@/admin/list/ListFooter';
import type { TableUrlState } from '@/admin/list/useTableUrlState';

/** What a paged list query hook returns that the card reads. */
type PagedQuery<Row> = {
  data?: { items: Row[]; totalFilteredItems: number };
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
};

type PagedListCardProps<Row extends { _id: string }> = {
  /** The card's title, which names the table too ('Sales', 'Purchases'). */
  title: string;
  /** The page in the URL (its own prefix when a page shows several lists). */
  list: TableUrlState;
  query: PagedQuery<Row>;
  columns: TableColumnsType<Row>;
  /** Where a row leads; rows do not open anything without it. */
  rowHref?: (row: Row) => string;
  errorTitle: string;
  emptyText: string;
};

/**
 * A card holding one paged list of a record's related rows (a company's sales, a user's sales
 * or purchases): the back office's table with its error, empty and loading states, and the
 * pagination under it.
 */
export const PagedListCard = <Row extends { _id: string }>({
  title,
  list,
  query,
  columns,
  rowHref,
  errorTitle,
  emptyText,
}: PagedListCardProps<Row>) => (
  <Card title={title}>
    <AdminTable
      label={title}
      columns={columns}
      rows={query.data?.items}
      rowKey="_id"
      rowHref={rowHref}
      loading={query.isFetching}
      error={query.error}
      errorTitle={errorTitle}
      onRetry={() => void query.refetch()}
      emptyText={emptyText}
    />
    <ListFooter list={list} total={query.data?.totalFilteredItems} />
  </Card>
);
