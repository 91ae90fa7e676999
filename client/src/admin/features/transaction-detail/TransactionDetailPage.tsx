import { Flex, Skeleton, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { AdminTransactionDetailDto } from '@/api/generated';
import { AdminPageHeader } from '@/admin/components/AdminPageHeader';
import { AdminQueryError } from '@/admin/components/AdminQueryError';
import { adminPaths } from '@/admin/paths';
import { formatAddressLine } from '@/shared/forms/AddressFinder';
import { AppButton } from '@/shared/ui/AppButton';
import { Badges } from './detail/Badges';
import { detailTabs } from './detail/detailTabs';
import { SummaryCard } from './detail/SummaryCard';
import { TagsModal } from './TagsModal';
import { useAdminTransactionQuery } from './transactionDetailApi';
import './transactionDetail.css';

export const TRANSACTION_LOAD_FAILED = 'There was an error getting the transaction';

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
        <Tabs items={detailTabs(sale)} />
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
  const query = useAdminTransactionQuery({ id });
  const breadcrumb = [{ label: 'Transactions', to: adminPaths.transactions }];
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
