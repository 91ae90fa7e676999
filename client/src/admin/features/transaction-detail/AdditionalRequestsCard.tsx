import { Button, Card, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { AdditionalRequestDto, CreateAdditionalRequestDto } from '@/api/generated';
import { errorMessage, errorMessages, isApiError } from '@/api/baseQuery';
import { AdminQueryError } from '@/admin/components/AdminQueryError';
import { FlashMessageAlert } from '@/admin/components/FlashMessageAlert';
import { formatShortDate } from '@/admin/format';
import { useAutoClearMessage } from '@/admin/hooks/useAutoClearMessage';
import {
  useAdditionalRequestsQuery,
  useCreateAdditionalRequestMutation,
  useUpdateAdditionalRequestMutation,
} from '@/api/generated';

type RequestType = CreateAdditionalRequestDto['type'];

/** admin.md §9 'Additional request types', in the spec's order and wording. */
export const REQUEST_BUTTONS: readonly [RequestType, string][] = [
  ['sewer_bill', 'Request Water Bill'],
  ['title_plan', 'Request Title Plan'],
  ['address_confirmation', 'Request Address Confirmation'],
  ['fee_approval', 'Request Fee Approval'],
];

export const REQUEST_MESSAGES = {
  load: 'Failed to load additional search requests',
  waterBill: 'Water bill request sent to customer',
  waterBillSent: 'A water bill request has been sent to the customer.',
  created: (label: string) => `${label} created successfully`,
  updated: (status: string) => `Status updated to ${status}`,
  updateFailed: 'Failed to update status. Please try again.',
  invalid: (messages: string[]) => `Validation error: ${messages.join(', ')}`,
} as const;

/** A refused request names the rules it broke (admin.md §4); other failures say what failed. */
const createFailure = (error: unknown): string =>
  isApiError(error) && error.status === 400 && error.serverMessage !== undefined
    ? REQUEST_MESSAGES.invalid(errorMessages(error))
    : errorMessage(error);

/** admin.md §4 'Additional search request status', as the page shows each one. */
export const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  sent: 'Sent',
  received: 'Received',
  forwarded: 'Forwarded',
};

const statusLabel = (status: string) =>
  STATUS_LABELS[status] ?? status.charAt(0).toUpperCase() + status.slice(1);

const STATUS_COLOURS: Record<string, string> = {
  pending: 'warning',
  sent: 'processing',
  received: 'success',
  forwarded: 'default',
};

/** The Searches tab's 'Additional Information Requests' card (admin.md §2, §4, §8). */
export const AdditionalRequestsCard = ({ transactionId }: { transactionId: string }) => {
  const requests = useAdditionalRequestsQuery({ transactionId });
  const [create, creating] = useCreateAdditionalRequestMutation();
  const [update, updating] = useUpdateAdditionalRequestMutation();
  const flash = useAutoClearMessage();
  const rows = requests.data ?? [];
  const hasWaterBill = rows.some((row) => row.type === 'sewer_bill');

  const request = async (type: RequestType, label: string) => {
    const result = await create({ transactionId, createAdditionalRequestDto: { type } });
    if ('error' in result) return flash.showError(createFailure(result.error));
    flash.showSuccess(
      type === 'sewer_bill' ? REQUEST_MESSAGES.waterBill : REQUEST_MESSAGES.created(label),
    );
  };

  const move = async (row: AdditionalRequestDto, status: 'sent' | 'received') => {
    const result = await update({ id: row._id, updateAdditionalRequestDto: { status } });
    if ('error' in result) return flash.showError(REQUEST_MESSAGES.updateFailed);
    flash.showSuccess(REQUEST_MESSAGES.updated(statusLabel(status)));
  };

  const columns: TableColumnsType<AdditionalRequestDto> = [
    { key: 'type', title: 'Request', render: (_, row) => row.label.replace(/^Request /, '') },
    {
      key: 'status',
      title: 'Status',
      render: (_, row) => <Tag color={STATUS_COLOURS[row.status]}>{statusLabel(row.status)}</Tag>,
    },
    { key: 'created', title: 'Created', render: (_, row) => formatShortDate(row.createdAt) },
    {
      key: 'sent',
      title: 'Sent',
      render: (_, row) => (row.sentAt ? formatShortDate(row.sentAt) : '—'),
    },
    {
      key: 'answer',
      title: 'Answer',
      render: (_, row) =>
        row.fee_response === 'approved' ? (
          <Tag color="success">Fee approved</Tag>
        ) : row.fee_response === 'queried' ? (
          <Flex vertical gap={2} align="start">
            <Tag color="warning">Fee queried</Tag>
            {row.fee_query && (
              <Typography.Text style={{ maxWidth: 320, whiteSpace: 'pre-line' }}>
                {row.fee_query}
              </Typography.Text>
            )}
          </Flex>
        ) : (
          '—'
        ),
    },
    {
      key: 'action',
      title: 'Action',
      render: (_, row) =>
        row.status === 'pending' ? (
          <Button size="small" loading={updating.isLoading} onClick={() => void move(row, 'sent')}>
            Mark as Sent
          </Button>
        ) : row.status === 'sent' ? (
          <Button
            size="small"
            loading={updating.isLoading}
            onClick={() => void move(row, 'received')}
          >
            Mark as Received
          </Button>
        ) : null,
    },
  ];

  return (
    <Card title="Additional Information Requests">
      <Flex vertical gap={16}>
        <FlashMessageAlert message={flash.message} onClose={flash.clear} />
        <Flex wrap gap={8}>
          {REQUEST_BUTTONS.filter(([type]) => type !== 'sewer_bill' || !hasWaterBill).map(
            ([type, label]) => (
              <Button
                key={type}
                loading={
                  creating.isLoading &&
                  creating.originalArgs?.createAdditionalRequestDto.type === type
                }
                disabled={requests.isLoading}
                onClick={() => void request(type, label)}
              >
                {label}
              </Button>
            ),
          )}
        </Flex>
        {hasWaterBill && (
          <Typography.Text role="note">{REQUEST_MESSAGES.waterBillSent}</Typography.Text>
        )}
        {requests.error ? (
          <AdminQueryError
            error={requests.error}
            title={REQUEST_MESSAGES.load}
            onRetry={requests.refetch}
          />
        ) : (
          <Table<AdditionalRequestDto>
            aria-label="Additional requests"
            columns={columns}
            dataSource={rows}
            rowKey="_id"
            loading={requests.isFetching}
            pagination={false}
            size="small"
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: 'No additional requests yet' }}
          />
        )}
      </Flex>
    </Card>
  );
};
