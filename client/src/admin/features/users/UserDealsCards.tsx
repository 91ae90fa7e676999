import { PagedListCard } from '@/admin/list/PagedListCard';
import { Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { AdminUserPurchaseRowDto, AdminUserSaleRowDto } from '@/api/generated';
import { formatShortDate } from '@/admin/format';
import { useTableUrlState } from '@/admin/list/useTableUrlState';
import { adminPaths } from '@/admin/paths';
import {
  PURCHASE_STATUS_LABELS,
  purchaseRolesLabel,
  SALE_STATUS_LABELS,
  saleRolesLabel,
} from './userLabels';
import { useAdminUserPurchasesQuery, useAdminUserSalesQuery } from '@/api/generated';

const NO_ADDRESS = 'No address';

const saleColumns: TableColumnsType<AdminUserSaleRowDto> = [
  {
    title: 'Address',
    key: 'address',
    render: (_value, sale) => (
      <Link to={adminPaths.transaction(sale._id)}>{sale.address ?? NO_ADDRESS}</Link>
    ),
  },
  { title: 'Role', key: 'role', render: (_value, sale) => saleRolesLabel(sale.roles) },
  { title: 'Status', key: 'status', render: (_value, sale) => SALE_STATUS_LABELS[sale.status] },
  {
    title: 'Date',
    key: 'date',
    render: (_value, sale) => formatShortDate(sale.createdAt),
  },
];

const purchaseColumns: TableColumnsType<AdminUserPurchaseRowDto> = [
  {
    title: 'Address',
    key: 'address',
    render: (_value, purchase) =>
      purchase.transaction_id ? (
        <Link to={adminPaths.transaction(purchase.transaction_id)}>
          {purchase.address ?? NO_ADDRESS}
        </Link>
      ) : (
        <>
          {purchase.address ?? NO_ADDRESS}
          <Typography.Text type="secondary"> (not part of a sale yet)</Typography.Text>
        </>
      ),
  },
  {
    title: 'Role',
    key: 'role',
    render: (_value, purchase) => purchaseRolesLabel(purchase.roles),
  },
  {
    title: 'Status',
    key: 'status',
    render: (_value, purchase) => PURCHASE_STATUS_LABELS[purchase.status],
  },
  {
    title: 'Date',
    key: 'date',
    render: (_value, purchase) => formatShortDate(purchase.createdAt),
  },
];

/**
 * The user's sales: where they are the seller, the representative or a co-seller (an additional
 * seller with their e-mail). Each opens the sale. Paged in the URL under `sales.`.
 */
export const UserSalesCard = ({ userId }: { userId: string }) => {
  const list = useTableUrlState({ prefix: 'sales' });
  const query = useAdminUserSalesQuery({ id: userId, ...list.request });
  return (
    <PagedListCard
      title="Sales"
      list={list}
      query={query}
      columns={saleColumns}
      rowHref={(sale) => adminPaths.transaction(sale._id)}
      errorTitle="There was an error fetching the user's sales."
      emptyText="No sales: this user is not a seller, co-seller or representative of any sale."
    />
  );
};

/**
 * The user's purchases: where they are the buyer, a joint buyer or a giftor (matched by e-mail).
 * One that belongs to a sale opens it. Paged in the URL under `purchases.`.
 */
export const UserPurchasesCard = ({ userId }: { userId: string }) => {
  const list = useTableUrlState({ prefix: 'purchases' });
  const query = useAdminUserPurchasesQuery({ id: userId, ...list.request });
  return (
    <PagedListCard
      title="Purchases"
      list={list}
      query={query}
      columns={purchaseColumns}
      errorTitle="There was an error fetching the user's purchases."
      emptyText="No purchases: this user is not a buyer, joint buyer or giftor of any purchase."
    />
  );
};
