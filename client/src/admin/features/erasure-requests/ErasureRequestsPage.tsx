import { Alert, Card, Flex, Segmented, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminErasureRequestDto } from '@/api/generated';
import { serverMessageOr } from '@/api/baseQuery';
import { AdminPageHeader } from '@/admin/components/AdminPageHeader';
import { AdminQueryError } from '@/admin/components/AdminQueryError';
import { TwoStepConfirm } from '@/admin/components/TwoStepConfirm';
import { adminPaths } from '@/admin/paths';
import { formatDate, formatDateTime } from '@/shared/format';
import { AppButton } from '@/shared/ui/AppButton';
import { useCarryOutErasureMutation, useErasureRequestsQuery } from '@/api/generated';

type Status = 'pending' | 'erased';

const PAGE_SIZE = 20;

const HELD_WORDS: Record<AdminErasureRequestDto['held'][number]['kind'], string> = {
  customer_due_diligence: 'Identity checks',
  transaction_records: 'Sales, purchases, payments and account data',
};

/** What carrying out the request does, said before 'Are you sure?' is answered. */
const EraseSummary = ({ request }: { request: AdminErasureRequestDto }) => (
  <Flex vertical gap={4}>
    <span>
      The personal data of {request.name || 'this customer'} will be erased or anonymised now: their
      account, the people records with their details, their identity checks, their e-mails and
      contact requests. They are signed out and cannot sign in again. This cannot be undone.
    </span>
    <span>
      Identity checks are held for 5 years, and their sales, purchases, payments and account data
      for 10 years, from the end of their business with us, out of every screen; the retention job
      deletes them then.
    </span>
  </Flex>
);

const EraseAction = ({ request }: { request: AdminErasureRequestDto }) => {
  const [erase, result] = useCarryOutErasureMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const handleConfirm = async () => {
    setFailure(null);
    try {
      await erase({ id: request._id }).unwrap();
    } catch (error) {
      setFailure(serverMessageOr(error, 'The erasure did not go through. Please try again.'));
      throw error;
    }
  };
  return (
    <Flex vertical gap={8} style={{ maxWidth: 420 }}>
      <TwoStepConfirm<AdminErasureRequestDto>
        onConfirm={handleConfirm}
        confirming={result.isLoading}
        summary={(value) => <EraseSummary request={value} />}
        confirmLabel="Erase personal data"
      >
        {(ask) => (
          <AppButton
            size="sm"
            variant="secondary"
            onClick={() => ask(request)}
            aria-label={`Erase ${request.name || 'this customer'}`}
          >
            Erase
          </AppButton>
        )}
      </TwoStepConfirm>
      {failure && <Alert type="error" showIcon role="alert" title={failure} />}
    </Flex>
  );
};

const customerCell = (request: AdminErasureRequestDto) => (
  <Flex vertical>
    <Link to={adminPaths.user(request.userId)}>{request.name || 'Erased customer'}</Link>
    {request.email && <Typography.Text type="secondary">{request.email}</Typography.Text>}
  </Flex>
);

const pendingColumns: TableColumnsType<AdminErasureRequestDto> = [
  {
    title: 'Requested',
    dataIndex: 'requestedAt',
    key: 'requestedAt',
    render: (value: string) => formatDateTime(value),
  },
  { title: 'Customer', key: 'customer', render: (_value, request) => customerCell(request) },
  {
    title: 'Action',
    key: 'action',
    width: 440,
    render: (_value, request) => <EraseAction request={request} />,
  },
];

const erasedColumns: TableColumnsType<AdminErasureRequestDto> = [
  {
    title: 'Erased',
    dataIndex: 'erasedAt',
    key: 'erasedAt',
    render: (value: string | null) => (value ? formatDateTime(value) : ''),
  },
  { title: 'Customer', key: 'customer', render: (_value, request) => customerCell(request) },
  {
    title: 'By',
    dataIndex: 'erasedBy',
    key: 'erasedBy',
    render: (value: string | null) => value ?? 'Retention job',
  },
  {
    title: 'Held until',
    key: 'held',
    render: (_value, request) =>
      request.held.length === 0 ? (
        'Nothing held'
      ) : (
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {request.held.map((held) => (
            <li key={held.kind}>
              {HELD_WORDS[held.kind]}: {formatDate(held.deleteAfter)}
            </li>
          ))}
        </ul>
      ),
  },
];

/**
 * /admin/erasure-requests: customers' requests to be erased (UK GDPR), waiting for staff, oldest
 * first; and the erasures done, with what is held until when. Erasing is two-step.
 */
export const ErasureRequestsPage = () => {
  const [status, setStatus] = useState<Status>('pending');
  const [page, setPage] = useState(1);
  const skip = (page - 1) * PAGE_SIZE;
  const list = useErasureRequestsQuery({ status, skip, limit: skip + PAGE_SIZE });
  const total = list.data?.totalFilteredItems ?? 0;

  return (
    <>
      <AdminPageHeader
        title="Erasure Requests"
        breadcrumb={[{ label: 'Users', to: adminPaths.users }]}
      />
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }}>
          Customers who asked for their personal data to be erased. Carry out each request within a
          month of it being made.
        </Typography.Paragraph>
        <Segmented<Status>
          aria-label="Show waiting or erased requests"
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          options={[
            { value: 'pending', label: 'Waiting' },
            { value: 'erased', label: 'Erased' },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
        <Card>
          {list.error ? (
            <AdminQueryError
              title="There was an error fetching the erasure requests."
              error={list.error}
              onRetry={list.refetch}
            />
          ) : (
            <Table
              aria-label={status === 'pending' ? 'Waiting erasure requests' : 'Erased customers'}
              columns={status === 'pending' ? pendingColumns : erasedColumns}
              dataSource={list.data?.items}
              rowKey="_id"
              loading={list.isFetching && !list.data}
              size="small"
              scroll={{ x: 'max-content' }}
              locale={{
                emptyText:
                  status === 'pending' ? 'No erasure requests are waiting' : 'No one erased yet',
              }}
              pagination={
                total > PAGE_SIZE
                  ? { current: page, pageSize: PAGE_SIZE, total, onChange: setPage }
                  : false
              }
            />
          )}
        </Card>
      </Flex>
    </>
  );
};
