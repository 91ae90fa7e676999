import { Card, Descriptions, Flex, Typography } from 'antd';
import type { AdminTransactionDetailDto } from '@/api/generated';
import { CopyButton } from '@/admin/components/CopyButton';
import { formatShortDateTime } from '@/admin/format';
import { estateAgentState } from '@/admin/features/transaction-detail/EstateAgentCard';
import { lawyerGroupLabel } from '@/admin/features/transaction-detail/SolicitorsCard';
import { GroupNameLink } from '@/admin/features/transactions-groups/GroupLinks';
import { formatPounds } from '@/shared/format';
import { formatAddressLine } from '@/shared/forms/AddressFinder';
import { yesNo } from './detailFormat';

/** The sale at a glance: ids, property, price, payment, solicitors, agent, group, code. */
export const SummaryCard = ({ sale }: { sale: AdminTransactionDetailDto }) => {
  const address = formatAddressLine(sale.property.address);
  return (
    <Card title="Summary">
      <Descriptions
        column={{ xs: 1, sm: 1, md: 2, lg: 3 }}
        items={[
          {
            key: 'id',
            label: 'ID',
            children: (
              <Flex gap={4} align="center">
                <Typography.Text code>{sale._id}</Typography.Text>
                <CopyButton value={sale._id} label="ID" />
              </Flex>
            ),
          },
          {
            key: 'property',
            label: 'Property',
            children: (
              <Flex gap={4} align="center">
                {address}
                <CopyButton value={address} label="Property" />
              </Flex>
            ),
          },
          {
            key: 'type',
            label: 'Transaction Type',
            children: sale.type === 'development' ? 'Development' : 'Resale',
          },
          { key: 'tenure', label: 'Tenure', children: sale.property.tenure ?? '—' },
          {
            key: 'price',
            label: 'Asking Price',
            children: sale.asking_price ? formatPounds(sale.asking_price) : '—',
          },
          { key: 'payment', label: 'Payment Type', children: sale.payment_type ?? '—' },
          {
            key: 'fx',
            label: 'Is Using Foreign Currency',
            children: yesNo(sale.is_using_foreign_currency),
          },
          {
            key: 'referral',
            label: 'Mortgage Referral',
            children: yesNo(sale.requiresMortgageReferral),
          },
          {
            key: 'sellerSolicitor',
            label: 'Seller Solicitor',
            children: sale.lawyer_group.seller ? lawyerGroupLabel(sale.lawyer_group.seller) : '—',
          },
          {
            key: 'buyerSolicitor',
            label: 'Buyer Solicitor',
            children: sale.lawyer_group.buyer ? lawyerGroupLabel(sale.lawyer_group.buyer) : '—',
          },
          { key: 'agent', label: 'Estate Agent', children: estateAgentState(sale) },
          {
            key: 'group',
            label: 'Group Name',
            children: sale.group ? <GroupNameLink group={sale.group} /> : '—',
          },
          { key: 'created', label: 'Created', children: formatShortDateTime(sale.createdAt) },
          { key: 'code', label: 'Using Referral Code', children: sale.referral_code ?? 'No' },
        ]}
      />
    </Card>
  );
};
