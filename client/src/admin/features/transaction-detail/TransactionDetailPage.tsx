import { ExclamationCircleFilled } from '@ant-design/icons';
import { Card, Descriptions, Empty, Flex, Skeleton, Table, Tabs, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { AdminTransactionDetailDto, OrderDto, PurchaseIntentDto } from '@/api/generated';
import { AdminPageHeader } from '@/admin/components/AdminPageHeader';
import { AdminQueryError } from '@/admin/components/AdminQueryError';
import { CopyButton } from '@/admin/components/CopyButton';
import { formatShortDate, formatShortDateTime } from '@/admin/format';
import { adminPaths } from '@/admin/paths';
import { formatPence, formatPounds } from '@/shared/format';
import { AppButton } from '@/shared/ui/AppButton';
import { formatAddressLine } from '@/shared/forms/AddressFinder';
import { EstateAgentCard, estateAgentState } from './EstateAgentCard';
import { EventsTimeline } from './EventsTimeline';
import { PurchaseIntentCard } from './PurchaseIntentCard';
import { ATTACH_PURCHASE_TITLE, AttachPurchaseModal, MovePurchaseModal } from './PurchaseSaleModal';
import { SearchesTab } from './SearchesTab';
import { lawyerGroupLabel, SolicitorsCard } from './SolicitorsCard';
import { TagsModal } from './TagsModal';
import { ThirdfortTab } from './ThirdfortTab';
import { useAdminTransactionQuery } from './transactionDetailApi';
import './transactionDetail.css';

export const TRANSACTION_LOAD_FAILED = 'There was an error getting the transaction';

const yesNo = (value: boolean | null | undefined) =>
  value === null || value === undefined ? '—' : value ? 'Yes' : 'No';

const personName = (person: {
  first_name: string;
  middle_name?: string | null;
  last_name: string;
}) => [person.first_name, person.middle_name, person.last_name].filter(Boolean).join(' ');

/** A tab's label with the alert icon when something is missing (admin.md §2 'Tabs'). */
const tabLabel = (label: string, alert: boolean, why: string): ReactNode =>
  alert ? (
    <Flex gap={6} align="center">
      {label}
      <ExclamationCircleFilled className="th-tab-alert" role="img" aria-label={why} />
    </Flex>
  ) : (
    label
  );

const Badges = ({ sale }: { sale: AdminTransactionDetailDto }) => (
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

const Summary = ({ sale }: { sale: AdminTransactionDetailDto }) => {
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
          { key: 'group', label: 'Group Name', children: sale.group?.name ?? '—' },
          { key: 'created', label: 'Created', children: formatShortDateTime(sale.createdAt) },
          { key: 'code', label: 'Using Referral Code', children: sale.referral_code ?? 'No' },
        ]}
      />
    </Card>
  );
};

const SellersTab = ({ sale }: { sale: AdminTransactionDetailDto }) => {
  const primary = sale.primary_seller.user;
  return (
    <Card title="Sellers">
      <ul className="th-people">
        <li>
          <Link to={adminPaths.user(primary._id)}>{personName(primary)}</Link> · {primary.email}
          {sale.primary_seller.customer_type === 'representative' ? ' (representative)' : ''}
        </li>
        {sale.company_seller && (
          <li>
            Company: {sale.company_seller.name} · Company number{' '}
            {sale.company_seller.company_number} · {formatAddressLine(sale.company_seller.address)}
          </li>
        )}
        {sale.additional_sellers.map((person) => (
          <li key={person.person_id}>
            {personName(person)}
            {person.email ? ` · ${person.email}` : ''}
          </li>
        ))}
      </ul>
    </Card>
  );
};

/** The sale's purchases, each movable to another sale, and a way to attach one to this sale. */
const PurchaseIntentsTab = ({ sale }: { sale: AdminTransactionDetailDto }) => {
  const [attaching, setAttaching] = useState(false);
  const [moving, setMoving] = useState<PurchaseIntentDto | null>(null);
  return (
    <Flex vertical gap={16}>
      <Flex justify="flex-end">
        <AppButton variant="secondary" size="sm" onClick={() => setAttaching(true)}>
          {ATTACH_PURCHASE_TITLE}
        </AppButton>
      </Flex>
      {sale.purchase_intents.length === 0 ? (
        <Empty description="No purchase intents yet" />
      ) : (
        sale.purchase_intents.map((intent) => (
          <PurchaseIntentCard
            key={intent._id}
            intent={intent}
            transactionId={sale._id}
            onMove={() => setMoving(intent)}
          />
        ))
      )}
      {attaching && (
        <AttachPurchaseModal
          transactionId={sale._id}
          address={formatAddressLine(sale.property.address)}
          onClose={() => setAttaching(false)}
        />
      )}
      {moving && (
        <MovePurchaseModal
          intent={moving}
          transactionId={sale._id}
          onClose={() => setMoving(null)}
        />
      )}
    </Flex>
  );
};

const OrdersTab = ({ orders }: { orders: OrderDto[] }) => (
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

const Detail = ({ sale }: { sale: AdminTransactionDetailDto }) => {
  const [tagsOpen, setTagsOpen] = useState(false);
  const noSolicitors = !sale.lawyer_group.seller && !sale.lawyer_group.buyer;
  const items = [
    {
      key: 'property',
      label: 'Property',
      children: (
        <Card title="Property">
          <Descriptions
            column={{ xs: 1, md: 2 }}
            items={[
              {
                key: 'address',
                label: 'Address',
                children: formatAddressLine(sale.property.address),
              },
              {
                key: 'postcode',
                label: 'Postcode',
                children: sale.property.address.postcode ?? '—',
              },
              { key: 'tenure', label: 'Tenure', children: sale.property.tenure ?? '—' },
              { key: 'mortgage', label: 'Has Mortgage', children: yesNo(sale.has_mortgage) },
              { key: 'onward', label: 'Onward Purchase', children: yesNo(sale.onward_purchase) },
            ]}
          />
        </Card>
      ),
    },
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
    { key: 'events', label: 'Events', children: <EventsTimeline transactionId={sale._id} /> },
  ];

  return (
    <>
      <AdminPageHeader
        title={formatAddressLine(sale.property.address)}
        titleCase={false}
        breadcrumb={[{ label: 'Transactions', to: adminPaths.transactions }]}
      >
        <Badges sale={sale} />
      </AdminPageHeader>
      <Flex vertical gap={16}>
        <Summary sale={sale} />
        <Flex wrap gap={8} align="center">
          <Typography.Text strong>Tags:</Typography.Text>
          {sale.tags.length === 0 ? (
            <Typography.Text type="secondary">None</Typography.Text>
          ) : (
            sale.tags.map((tag) => <Tag key={tag}>{tag}</Tag>)
          )}
          <AppButton size="sm" variant="secondary" onClick={() => setTagsOpen(true)}>
            +/- Tags
          </AppButton>
        </Flex>
        <Tabs items={items} />
      </Flex>
      {tagsOpen && (
        <TagsModal
          transactionId={sale._id}
          tags={sale.tags}
          open
          onClose={() => setTagsOpen(false)}
        />
      )}
    </>
  );
};

/** /admin/transactions/{id}: one sale with its tabs (admin.md §2 'Transaction detail'). */
export const TransactionDetailPage = () => {
  const { id = '' } = useParams();
  const query = useAdminTransactionQuery({ id });
  const breadcrumb = [{ label: 'Transactions', to: adminPaths.transactions }];
  if (query.error) {
    return (
      <>
        <AdminPageHeader title="Transaction" breadcrumb={breadcrumb} />
        <AdminQueryError
          error={query.error}
          title={TRANSACTION_LOAD_FAILED}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </>
    );
  }
  if (!query.data) {
    return (
      <>
        <AdminPageHeader title="Transaction" breadcrumb={breadcrumb} />
        <Skeleton active aria-label="Loading..." />
      </>
    );
  }
  return <Detail sale={query.data} />;
};
