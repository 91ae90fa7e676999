import { DownloadOutlined, ExportOutlined } from '@ant-design/icons';
import {
  Alert,
  Card,
  Flex,
  Form,
  Input,
  Modal,
  Skeleton,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useId, useState } from 'react';
import type { SearchesDto, SearchOrderDto, SearchPremiseDto } from '@/api/generated';
import { errorMessage, isApiError } from '@/api/baseQuery';
import { AdminQueryError } from '@/admin/components/AdminQueryError';
import { FlashMessageAlert } from '@/admin/components/FlashMessageAlert';
import { formatShortDate } from '@/admin/format';
import { useAutoClearMessage } from '@/admin/hooks/useAutoClearMessage';
import { AppButton } from '@/shared/ui/AppButton';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
import { AdditionalRequestsCard } from './AdditionalRequestsCard';
import { useOrderSearchesMutation, useSearchesQuery, useSearchesQueryState } from './searchesApi';

/** How often the list is asked again while an order is on its way or a search is running. */
export const SEARCHES_POLL_MS = 5_000;

export const SEARCHES_MESSAGES = {
  load: 'There was an error while fetching the searches',
  limit: 'Searches are limited to one order per day.',
  orderedToday: 'Searches were already ordered today. The next order can be placed tomorrow.',
  empty: 'No searches ordered yet',
  /** admin.md §5 'Searches order form', as the server words it. */
  premiseRequired: 'Either building name or number is required',
  ordered: 'Searches ordered',
  reordered: 'Searches reordered',
  queued: (date: string) => `The order of ${date} is being sent to the search provider.`,
  rejected: (date: string, reason: string) =>
    `The search provider refused the order of ${date}: ${reason}`,
} as const;

type StatusDisplay = { color: 'warning' | 'error' | 'success'; text: string };

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * admin.md §2 'Search order status display': in progress (warning, the estimated date),
 * cancelled (error), anything else complete (success, the completion date).
 */
export const searchStatusDisplay = (order: SearchOrderDto): StatusDisplay => {
  if (order.status === 'in progress') {
    return {
      color: 'warning',
      text: `In progress · ${
        order.estimatedCompletion
          ? `estimated ${formatShortDate(order.estimatedCompletion)}`
          : 'estimation date unknown'
      }`,
    };
  }
  if (order.status === 'cancelled') return { color: 'error', text: 'Cancelled' };
  return {
    color: 'success',
    text: `${sentenceCase(order.status.trim() || 'complete')} · ${
      order.completionDate
        ? `completed ${formatShortDate(order.completionDate)}`
        : 'completion date unknown'
    }`,
  };
};

/** Something is still moving: an order waiting for the provider, or a search not finished. */
const isMoving = (data: SearchesDto | undefined) =>
  Boolean(
    data &&
      (data.requests.some((request) => request.status === 'queued') ||
        data.orders.some((order) => order.status === 'in progress')),
  );

const resultUrl = (id: string) => `/api/admin/searches/results/${encodeURIComponent(id)}`;

const columns: TableColumnsType<SearchOrderDto> = [
  {
    key: 'product',
    title: 'Product',
    render: (_, order) => (
      <Flex vertical>
        <span>{order.productName}</span>
        {order.reference && (
          <Typography.Text type="secondary" style={{ fontSize: 14 }}>
            Ref. {order.reference}
          </Typography.Text>
        )}
      </Flex>
    ),
  },
  {
    key: 'status',
    title: 'Status',
    render: (_, order) => {
      const { color, text } = searchStatusDisplay(order);
      return <Tag color={color}>{text}</Tag>;
    },
  },
  { key: 'date', title: 'Date', render: (_, order) => formatShortDate(order.createdAt) },
  {
    key: 'results',
    title: 'Results',
    render: (_, order) =>
      order.results.length === 0 ? (
        '—'
      ) : (
        <Flex vertical gap={4}>
          {order.results.map((file) => (
            <Typography.Link
              key={file._id}
              href={resultUrl(file._id)}
              download={file.file_name}
              title={file.description ?? undefined}
            >
              <DownloadOutlined aria-hidden /> {file.file_name}
              <VisuallyHidden> ({order.productName} result)</VisuallyHidden>
            </Typography.Link>
          ))}
        </Flex>
      ),
  },
];

type OrderFormValues = { subBuildingName: string; buildingName: string; buildingNumber: string };

const FORM_NAME = 'order-searches';

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';
const cleaned = (value: string | undefined) => value?.trim() || null;

type OrderSearchesModalProps = {
  transactionId: string;
  premise: SearchPremiseDto;
  isReorder: boolean;
  onClose: () => void;
  onOrdered: () => void;
  /** The server refused because searches were ordered today: the list is stale. */
  onConflict: () => void;
};

/**
 * The searches order form (admin.md §5): the premise, prefilled from the property; a building
 * name or number is required, as the server also checks. Mount it when it opens.
 */
const OrderSearchesModal = ({
  transactionId,
  premise,
  isReorder,
  onClose,
  onOrdered,
  onConflict,
}: OrderSearchesModalProps) => {
  const [form] = Form.useForm<OrderFormValues>();
  const [order, { isLoading }] = useOrderSearchesMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const label = isReorder ? 'Reorder Searches' : 'Order Searches';

  const handleFinish = async (values: OrderFormValues) => {
    if (isLoading) return; // Enter pressed again while the order is being sent
    setFailure(null);
    const result = await order({
      transactionId,
      orderSearchesDto: {
        subBuildingName: cleaned(values.subBuildingName),
        buildingName: cleaned(values.buildingName),
        buildingNumber: cleaned(values.buildingNumber),
        isReorder,
      },
    });
    if ('error' in result) {
      setFailure(errorMessage(result.error));
      if (isApiError(result.error) && result.error.status === 409) onConflict();
      return;
    }
    onOrdered();
  };

  return (
    <Modal
      open
      title={label}
      okText={label}
      okButtonProps={{ htmlType: 'submit', form: FORM_NAME }}
      confirmLoading={isLoading}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>
        The searches are ordered for the property&apos;s address with this building name or number.
        Give the building name, the building number, or both.
      </Typography.Paragraph>
      <Form
        form={form}
        name={FORM_NAME}
        layout="vertical"
        initialValues={{
          subBuildingName: premise.subBuildingName ?? '',
          buildingName: premise.buildingName ?? '',
          buildingNumber: premise.buildingNumber ?? '',
        }}
        onFinish={(values) => void handleFinish(values)}
      >
        <Form.Item name="subBuildingName" label="Sub-building" extra="Optional: for a flat">
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item name="buildingName" label="Building name">
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="buildingNumber"
          label="Building number"
          dependencies={['buildingName']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, value: unknown) =>
                isBlank(value) && isBlank(getFieldValue('buildingName'))
                  ? Promise.reject(new Error(SEARCHES_MESSAGES.premiseRequired))
                  : Promise.resolve(),
            }),
          ]}
        >
          <Input maxLength={20} autoComplete="off" />
        </Form.Item>
      </Form>
      {failure && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={failure}
          style={{ whiteSpace: 'pre-line' }}
        />
      )}
    </Modal>
  );
};

type SearchesTabProps = {
  transactionId: string;
  /** How often to ask again while something is moving (tests shorten it). */
  pollingIntervalMs?: number;
};

/**
 * The Searches tab (admin.md §2): the sale's ordered searches and their results, the order form
 * (one order a day), and the Additional Information Requests card. While an order is on its way
 * to the provider or a search is running, the list is asked again every few seconds.
 */
export const SearchesTab = ({
  transactionId,
  pollingIntervalMs = SEARCHES_POLL_MS,
}: SearchesTabProps) => {
  const arg = { transactionId };
  const cached = useSearchesQueryState(arg);
  const searches = useSearchesQuery(arg, {
    pollingInterval: isMoving(cached.data) ? pollingIntervalMs : 0,
    skipPollingIfUnfocused: true,
  });
  const [ordering, setOrdering] = useState(false);
  const orderedTodayNoteId = useId();
  const flash = useAutoClearMessage();
  const data = searches.data;
  const isReorder = Boolean(data && data.orders.length > 0);
  const latest = data?.requests[0];

  const handleOrdered = () => {
    setOrdering(false);
    flash.showSuccess(isReorder ? SEARCHES_MESSAGES.reordered : SEARCHES_MESSAGES.ordered);
  };

  return (
    <Flex vertical gap={16}>
      <Card title="Searches">
        <Flex vertical gap={16}>
          <Typography.Text>{SEARCHES_MESSAGES.limit}</Typography.Text>
          {searches.error && (
            <AdminQueryError
              error={searches.error}
              title={SEARCHES_MESSAGES.load}
              onRetry={() => void searches.refetch()}
              retrying={searches.isFetching}
            />
          )}
          {searches.isLoading && (
            <div role="status">
              <VisuallyHidden>Loading searches…</VisuallyHidden>
              <Skeleton active />
            </div>
          )}
          {data && (
            <>
              <Flex wrap gap={12} align="center">
                <AppButton
                  size="sm-flex"
                  disabled={data.orderedToday}
                  aria-describedby={data.orderedToday ? orderedTodayNoteId : undefined}
                  onClick={() => setOrdering(true)}
                >
                  {isReorder ? 'Reorder Searches' : 'Order Searches'}
                </AppButton>
                <Typography.Link
                  href={data.providerOrdersUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label="View previous orders with the search provider (opens in a new tab)"
                >
                  View <ExportOutlined aria-hidden />
                </Typography.Link>
              </Flex>
              {data.orderedToday && (
                <Typography.Text id={orderedTodayNoteId} type="secondary" role="note">
                  {SEARCHES_MESSAGES.orderedToday}
                </Typography.Text>
              )}
              <FlashMessageAlert message={flash.message} onClose={flash.clear} />
              {latest?.status === 'rejected' && (
                <Alert
                  type="error"
                  showIcon
                  role="alert"
                  title={SEARCHES_MESSAGES.rejected(
                    formatShortDate(latest.createdAt),
                    latest.rejection_reason || 'no reason given',
                  )}
                  description="Check the building name and number, then order the searches again."
                />
              )}
              {latest?.status === 'queued' && (
                <Alert
                  type="info"
                  showIcon
                  role="status"
                  title={SEARCHES_MESSAGES.queued(formatShortDate(latest.createdAt))}
                />
              )}
              <Table<SearchOrderDto>
                aria-label="Ordered searches"
                columns={columns}
                dataSource={data.orders}
                rowKey="_id"
                pagination={false}
                size="small"
                scroll={{ x: 'max-content' }}
                locale={{ emptyText: SEARCHES_MESSAGES.empty }}
              />
              {ordering && (
                <OrderSearchesModal
                  transactionId={transactionId}
                  premise={data.premise}
                  isReorder={isReorder}
                  onClose={() => setOrdering(false)}
                  onOrdered={handleOrdered}
                  onConflict={() => void searches.refetch()}
                />
              )}
            </>
          )}
        </Flex>
      </Card>
      <AdditionalRequestsCard transactionId={transactionId} />
    </Flex>
  );
};
