import { PagedListCard } from '@/admin/list/PagedListCard';
import { Card, Descriptions, Flex, List, Skeleton, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { AdminCompanySaleRowDto } from '@/api/generated';
import { AdminPageHeader } from '@/admin/components/AdminPageHeader';
import { AdminQueryError } from '@/admin/components/AdminQueryError';
import { SALE_STATUS_LABELS } from '@/admin/features/users/userLabels';
import { eventLabel, formatShortDate, formatShortDateTime } from '@/admin/format';
import { useTableUrlState } from '@/admin/list/useTableUrlState';
import { adminPaths } from '@/admin/paths';
import { formatPounds } from '@/shared/format';
import { formatAddressLine } from '@/shared/forms/AddressFinder';
import { AppButton } from '@/shared/ui/AppButton';
import {
  useAdminCompanyEventsQuery,
  useAdminCompanyQuery,
  useAdminCompanySalesQuery,
} from '@/api/generated';
import { CompanyEditForm } from './CompanyEditForm';

const saleColumns: TableColumnsType<AdminCompanySaleRowDto> = [
  {
    title: 'Address',
    key: 'address',
    render: (_value, sale) => (
      <Link to={adminPaths.transaction(sale._id)}>{sale.address ?? 'No address'}</Link>
    ),
  },
  {
    title: 'Group',
    key: 'group',
    render: (_value, sale) =>
      sale.group_id ? (
        <Link to={adminPaths.transactionsGroup(sale.group_id)}>{sale.group_name}</Link>
      ) : (
        'None'
      ),
  },
  {
    title: 'Asking Price',
    key: 'price',
    render: (_value, sale) =>
      sale.asking_price === null || sale.asking_price === undefined
        ? '—'
        : formatPounds(sale.asking_price),
  },
  { title: 'Status', key: 'status', render: (_value, sale) => SALE_STATUS_LABELS[sale.status] },
  { title: 'Date', key: 'date', render: (_value, sale) => formatShortDate(sale.createdAt) },
];

const CompanySalesCard = ({ companyId }: { companyId: string }) => {
  const list = useTableUrlState({ prefix: 'sales' });
  const query = useAdminCompanySalesQuery({ id: companyId, ...list.request });
  return (
    <PagedListCard
      title="Sales"
      list={list}
      query={query}
      columns={saleColumns}
      rowHref={(sale) => adminPaths.transaction(sale._id)}
      errorTitle="There was an error fetching the company's sales."
      emptyText="No sales: the company is not the seller of any sale yet."
    />
  );
};

const CompanyHistoryCard = ({ companyId }: { companyId: string }) => {
  const { data, error, isFetching, refetch } = useAdminCompanyEventsQuery({ id: companyId });
  return (
    <Card title="History">
      {error ? (
        <AdminQueryError
          error={error}
          title="There was an error fetching the company's history."
          onRetry={refetch}
          retrying={isFetching}
        />
      ) : !data ? (
        <Skeleton active aria-label="Loading..." />
      ) : (
        <List
          dataSource={[...data].reverse()}
          locale={{ emptyText: 'Nothing recorded yet' }}
          renderItem={(event) => (
            <List.Item key={event._id}>
              <Flex vertical gap={2}>
                <Typography.Text strong>{eventLabel(event.event_name)}</Typography.Text>
                <Typography.Text type="secondary">
                  {formatShortDateTime(event.date_time)}
                  {event.authorName ? ` · ${event.authorName}` : ''}
                </Typography.Text>
                {event.comments && <Typography.Text>{event.comments}</Typography.Text>}
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
};

/**
 * /admin/companies/{id}: the company's details (edited after 'Are you sure?'), its sales, each
 * opening the sale, and what staff did to it (newest first).
 */
export const CompanyDetailPage = () => {
  const { id = '' } = useParams();
  const { data: company, error, isFetching, refetch } = useAdminCompanyQuery({ id });
  const [editing, setEditing] = useState(false);
  const breadcrumb = [{ label: 'Companies', to: adminPaths.companies }];

  if (error) {
    return (
      <>
        <AdminPageHeader title="Company" breadcrumb={breadcrumb} />
        <AdminQueryError
          error={error}
          title="There was an error fetching the company."
          onRetry={refetch}
          retrying={isFetching}
        />
      </>
    );
  }
  if (!company) {
    return (
      <>
        <AdminPageHeader title="Company" breadcrumb={breadcrumb} />
        <Skeleton active aria-label="Loading..." />
      </>
    );
  }
  return (
    <>
      <AdminPageHeader title={company.name} titleCase={false} breadcrumb={breadcrumb} />
      <Flex vertical gap={16}>
        <Card
          title="Company Details"
          extra={
            !editing && (
              <AppButton size="sm" variant="secondary" onClick={() => setEditing(true)}>
                Edit
              </AppButton>
            )
          }
        >
          {editing ? (
            <CompanyEditForm company={company} onDone={() => setEditing(false)} />
          ) : (
            <Descriptions
              column={{ xs: 1, sm: 1, md: 2 }}
              items={[
                { key: 'name', label: 'Name', children: company.name },
                { key: 'number', label: 'Company Number', children: company.company_number },
                {
                  key: 'address',
                  label: 'Address',
                  children: company.address ? formatAddressLine(company.address) : 'No address',
                },
              ]}
            />
          )}
        </Card>
        <CompanySalesCard companyId={company._id} />
        <CompanyHistoryCard companyId={company._id} />
      </Flex>
    </>
  );
};
