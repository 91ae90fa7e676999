import { Card, Table, Typography } from 'antd';
import type { OrderDto } from '@/api/generated';
import { formatShortDate, formatShortDateTime } from '@/admin/format';
import { formatPence } from '@/shared/format';

/** Stripe's payment statuses in words (admin.md §3: 'succeeded' means paid). */
const ORDER_STATUS_WORDS: Record<string, string> = {
  succeeded: 'Paid',
  processing: 'Payment processing',
  requires_payment_method: 'Awaiting payment',
  requires_confirmation: 'Awaiting confirmation',
  requires_action: 'Awaiting the customer',
  requires_capture: 'Awaiting capture',
  canceled: 'Cancelled',
  cancelled: 'Cancelled',
  failed: 'Payment failed',
};

/** An order's status as staff read it; an unknown status in plain words. */
export const orderStatusText = (status: string | null | undefined): string => {
  if (!status) return 'Not paid';
  const known = ORDER_STATUS_WORDS[status];
  if (known) return known;
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The sale's orders: items, total, code, card status, when paid, and any refund owed. */
export const OrdersTab = ({ orders }: { orders: OrderDto[] }) => (
  <Card title="Orders">
    <Table<OrderDto>
      rowKey="_id"
      pagination={false}
      dataSource={orders}
      locale={{ emptyText: 'No orders' }}
      scroll={{ x: true }}
      columns={[
        {
          title: 'Created',
          key: 'created',
          render: (_, order) => formatShortDateTime(order.createdAt),
        },
        {
          title: 'Items',
          key: 'items',
          render: (_, order) =>
            order.items
              .map((item) => `${item.product_name} ${formatPence(item.product_price)}`)
              .join(', '),
        },
        { title: 'Total', key: 'total', render: (_, order) => formatPence(order.total_amount) },
        { title: 'Code', key: 'code', render: (_, order) => order.code ?? '—' },
        {
          title: 'Status',
          key: 'status',
          render: (_, order) => orderStatusText(order.stripe_transaction_status),
        },
        {
          title: 'Paid',
          key: 'paid',
          render: (_, order) => (order.paid_at ? formatShortDate(order.paid_at) : '—'),
        },
        {
          // a card payment that succeeded after a referral code (or another payment) settled it
          title: 'Refund needed',
          key: 'refund',
          render: (_, order) =>
            order.needs_refund.length === 0
              ? '—'
              : order.needs_refund.map((payment) => (
                  <Typography.Text key={payment.payment_intent_id} type="danger">
                    Paid twice: refund {formatPence(payment.amount)} ({payment.payment_intent_id})
                  </Typography.Text>
                )),
        },
      ]}
    />
  </Card>
);
