import { Card, Descriptions, Flex } from 'antd';
import type { AdminTransactionDetailDto } from '@/api/generated';
import { EstateAgentCard } from '@/admin/features/transaction-detail/EstateAgentCard';
import { EventsTimeline } from '@/admin/features/transaction-detail/EventsTimeline';
import { DocumentsTab } from '@/admin/features/transaction-detail/documents/DocumentsTab';
import { ProgressTab } from '@/admin/features/transaction-detail/progress/ProgressTab';
import { SearchesTab } from '@/admin/features/transaction-detail/searches/SearchesTab';
import { SolicitorsCard } from '@/admin/features/transaction-detail/SolicitorsCard';
import { ThirdfortTab } from '@/admin/features/transaction-detail/ThirdfortTab';
import { formatPounds } from '@/shared/format';
import { formatAddressLine } from '@/shared/forms/AddressFinder';
import { SaleDetailsForm } from '../corrections/SaleDetailsForm';
import { tabLabel, yesNo } from './detailFormat';
import { OrdersTab } from './OrdersTab';
import { PurchaseIntentsTab } from './PurchaseIntentsTab';
import { SellersTab } from './SellersTab';

/** 'Other (details)' for a tenure outside the three named ones. */
const tenureText = (sale: AdminTransactionDetailDto) =>
  sale.property.tenure === 'Other' && sale.property.tenure_details
    ? `Other (${sale.property.tenure_details})`
    : (sale.property.tenure ?? '—');

const PropertyTab = ({ sale }: { sale: AdminTransactionDetailDto }) => (
  <Card title="Property">
    <Flex vertical gap={16}>
      <Descriptions
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'address', label: 'Address', children: formatAddressLine(sale.property.address) },
          { key: 'postcode', label: 'Postcode', children: sale.property.address.postcode ?? '—' },
          { key: 'tenure', label: 'Tenure', children: tenureText(sale) },
          {
            key: 'price',
            label: 'Asking Price',
            children: sale.asking_price ? formatPounds(sale.asking_price) : '—',
          },
          { key: 'mortgage', label: 'Has Mortgage', children: yesNo(sale.has_mortgage) },
          { key: 'onward', label: 'Onward Purchase', children: yesNo(sale.onward_purchase) },
        ]}
      />
      <SaleDetailsForm sale={sale} />
    </Flex>
  </Card>
);

/** The detail page's tabs (admin.md §2 'Tabs'), an alert icon on those missing something. */
export const detailTabs = (sale: AdminTransactionDetailDto) => {
  const noSolicitors = !sale.lawyer_group.seller && !sale.lawyer_group.buyer;
  return [
    { key: 'property', label: 'Property', children: <PropertyTab sale={sale} /> },
    {
      key: 'sellers',
      label: `Sellers (${1 + sale.additional_sellers.length})`,
      children: <SellersTab sale={sale} />,
    },
    {
      key: 'purchase-intents',
      label: `Purchase Intents (${sale.purchase_intents.length})`,
      children: <PurchaseIntentsTab sale={sale} />,
    },
    { key: 'progress', label: 'Progress', children: <ProgressTab transactionId={sale._id} /> },
    { key: 'orders', label: 'Orders', children: <OrdersTab orders={sale.orders} /> },
    {
      key: 'thirdfort',
      label: 'Thirdfort',
      children: <ThirdfortTab transactionId={sale._id} />,
    },
    {
      key: 'solicitors',
      label: tabLabel('Solicitors', noSolicitors, 'No lawyer group assigned'),
      children: <SolicitorsCard sale={sale} />,
    },
    {
      key: 'estate-agent',
      label: tabLabel(
        'Estate Agent',
        sale.estate_agent_status === 'pending',
        'No estate agent assigned',
      ),
      children: <EstateAgentCard sale={sale} />,
    },
    {
      key: 'searches',
      label: tabLabel('Searches', sale.searches_ordered === 0, 'No searches ordered'),
      children: <SearchesTab transactionId={sale._id} />,
    },
    { key: 'documents', label: 'Documents', children: <DocumentsTab transactionId={sale._id} /> },
    { key: 'events', label: 'Events', children: <EventsTimeline transactionId={sale._id} /> },
  ];
};
