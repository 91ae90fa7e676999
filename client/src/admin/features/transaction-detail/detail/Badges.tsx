import { Flex, Tag } from 'antd';
import type { AdminTransactionDetailDto } from '@/api/generated';
import { formatShortDate } from '@/admin/format';
import { GroupTransactionBadge } from '@/admin/features/transactions-groups/GroupLinks';

/** Under the title: group sale, paid (how and when) or unpaid, legals started. */
export const Badges = ({ sale }: { sale: AdminTransactionDetailDto }) => (
  <Flex wrap gap={8}>
    {sale.withdrawn_at && <Tag color="red">Withdrawn</Tag>}
    {sale.archived_at && <Tag color="default">Archived</Tag>}
    {sale.group && <GroupTransactionBadge group={sale.group} />}
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
