import { Card, Table, Typography } from 'antd';
import type { OrderDto } from '@/api/generated';
import { formatShortDate, formatShortDateTime } from '@/admin/format';
import { formatPence } from '@/shared/format';

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
          render: (_, order) => order.stripe_transaction_status ?? 'Not paid',
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
