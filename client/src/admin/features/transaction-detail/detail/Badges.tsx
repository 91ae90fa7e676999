import { Flex, Tag } from 'antd';
import type { AdminTransactionDetailDto } from '@/api/generated';
import { formatShortDate } from '@/admin/format';

/** Under the title: group sale, paid (how and when) or unpaid, legals started. */
export const Badges = ({ sale }: { sale: AdminTransactionDetailDto }) => (
  <Flex wrap gap={8}>
    {sale.group && <Tag color="purple">Group Transaction</Tag>}
    {sale.paid ? (
      <Tag color="green">
        Paid{sale.payment_type ? ` · ${sale.payment_type}` : ''}
        {sale.paid_at ? ` · ${formatShortDate(sale.paid_at)}` : ''}
      </Tag>
    ) : (
      <Tag color="orange">Unpaid</Tag>
    )}
    {sale.date_solicitor_groups_assigned.date_legal_started && (
      <Tag color="blue">
        Legals started on {formatShortDate(sale.date_solicitor_groups_assigned.date_legal_started)}
      </Tag>
    )}
  </Flex>
);
