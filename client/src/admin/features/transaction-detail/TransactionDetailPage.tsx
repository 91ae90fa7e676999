import { Flex, Result, Skeleton, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { AdminTransactionDetailDto } from '@/api/generated';
import { isApiError } from '@/api/baseQuery';
import { AdminPageHeader } from '@/admin/components/AdminPageHeader';
import { AdminQueryError } from '@/admin/components/AdminQueryError';
import { adminPaths } from '@/admin/paths';
import { formatAddressLine } from '@/shared/forms/AddressFinder';
import { AppButton } from '@/shared/ui/AppButton';
import { SaleStateBanner, SaleStateCard } from './corrections/SaleStateCard';
import { Badges } from './detail/Badges';
import { detailTabs } from './detail/detailTabs';
import { SummaryCard } from './detail/SummaryCard';
import { TagsModal } from './TagsModal';
import { useAdminSaleQuery } from '@/api/generated';
import './transactionDetail.css';

export const TRANSACTION_LOAD_FAILED = 'There was an error getting the transaction';
export const TRANSACTION_NOT_FOUND = 'No transaction with this id';

const OBJECT_ID = /^[0-9a-f]{24}$/i;

/** A 24-hex id the server could know; anything else names no sale (no request is made). */
export const isTransactionId = (id: string) => OBJECT_ID.test(id);

/** The server knows no such sale (404), or the id is not one (400 on the path id). */
const isNotFound = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.status === 400);

/** An id that names no sale: say so, and lead back to the list (nothing to retry). */
const NotFound = ({ breadcrumb }: { breadcrumb: { label: string; to: string }[] }) => (
  <>
    <AdminPageHeader title="Transaction" breadcrumb={breadcrumb} />
    <Result
      status="404"
      title={TRANSACTION_NOT_FOUND}
      subTitle="Check the link, or find the sale in the list or with the search box."
      extra={<Link to={adminPaths.transactions}>Back to Transactions</Link>}
    />
  </>
);

/** The sale: title and badges, the summary, its tags (with their modal) and the tabs. */
const Detail = ({ sale }: { sale: AdminTransactionDetailDto }) => {
  const [tagsOpen, setTagsOpen] = useState(false);
  return (
    <>
      <AdminPageHeader
        title={formatAddressLine(sale.property.address)}
        titleCase={false}
        breadcrumb={[{ label: 'Transactions', to: adminPaths.transactions }]}
      >
        <Badges sale={sale} />
      </AdminPageHeader>
      <Flex vertical gap={16}>
        <SaleStateBanner sale={sale} />
        <SummaryCard sale={sale} />
        <Flex wrap gap={8} align="center">
          <Typography.Text strong>Tags:</Typography.Text>
          {sale.tags.length === 0 ? (
            <Typography.Text type="secondary">None</Typography.Text>
          ) : (
            sale.tags.map((tag) => <Tag key={tag}>{tag}</Tag>)
          )}
          <AppButton size="sm" variant="secondary" onClick={() => setTagsOpen(true)}>
            +/- Tags
          </AppButton>
        </Flex>
        <Tabs className="th-detail-tabs" tabBarGutter={16} items={detailTabs(sale)} />
        <SaleStateCard sale={sale} />
      </Flex>
      {tagsOpen && (
        <TagsModal
          transactionId={sale._id}
          tags={sale.tags}
          open
          onClose={() => setTagsOpen(false)}
        />
      )}
    </>
  );
};

/** /admin/transactions/{id}: one sale with its tabs (admin.md §2 'Transaction detail'). */
export const TransactionDetailPage = () => {
  const { id = '' } = useParams();
  const validId = isTransactionId(id);
  const query = useAdminSaleQuery({ id }, { skip: !validId });
  const breadcrumb = [{ label: 'Transactions', to: adminPaths.transactions }];
  if (!validId || isNotFound(query.error)) return <NotFound breadcrumb={breadcrumb} />;
  if (query.error) {
    return (
      <>
        <AdminPageHeader title="Transaction" breadcrumb={breadcrumb} />
        <AdminQueryError
          error={query.error}
          title={TRANSACTION_LOAD_FAILED}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </>
    );
  }
  if (!query.data) {
    return (
      <>
        <AdminPageHeader title="Transaction" breadcrumb={breadcrumb} />
        <Skeleton active aria-label="Loading..." />
      </>
    );
  }
  return <Detail sale={query.data} />;
};
