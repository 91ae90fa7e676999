import { DownloadOutlined } from '@ant-design/icons';
import { Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { SearchOrderDto } from '@/api/generated';
import { formatShortDate } from '@/admin/format';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
import { SEARCHES_MESSAGES } from './searchesMessages';

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

/** The ordered searches: product and reference, status, date and the result files. */
export const SearchOrdersTable = ({ orders }: { orders: SearchOrderDto[] }) => (
  <Table<SearchOrderDto>
    aria-label="Ordered searches"
    columns={columns}
    dataSource={orders}
    rowKey="_id"
    pagination={false}
    size="small"
    scroll={{ x: 'max-content' }}
    locale={{ emptyText: SEARCHES_MESSAGES.empty }}
  />
);
