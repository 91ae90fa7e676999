import { CheckCircleFilled } from '@ant-design/icons';
import { Alert, Card, Flex, Tabs, Typography, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { GroupTransactionRefDto, TransactionsGroupDto } from '@/api/generated';
import { serverMessageOr } from '@/api/baseQuery';
import { AdminPageHeader } from '@/admin/components/AdminPageHeader';
import { AdminQueryError } from '@/admin/components/AdminQueryError';
import { EstateAgentAssignForm } from '@/admin/features/transaction-detail/EstateAgentAssignForm';
import { NO_VALUER_EMAIL } from '@/admin/features/transaction-detail/SolicitorsCard';
import { SolicitorsAssignForm } from '@/admin/features/transaction-detail/SolicitorsAssignForm';
import { groupDisplayName } from '@/admin/features/transactions-groups/GroupLinks';
import { GROUP_MESSAGES } from '@/admin/features/transactions-groups/groupsApi';
import {
  useAssignGroupEstateAgentMutation,
  useAssignGroupLawyerGroupsMutation,
  useGroupQuery,
  useAdminSalesQuery,
} from '@/api/generated';
import { NONE_TEXT, transactionColumns } from '@/admin/features/transactions/TransactionsPage';
import { type AdminTransactionRow } from '@/admin/features/transactions/transactionsListApi';
import { AdminTable } from '@/admin/list/AdminTable';
import { ListFooter } from '@/admin/list/ListFooter';
import { useTableUrlState } from '@/admin/list/useTableUrlState';
import { adminPaths } from '@/admin/paths';
import { AppButton } from '@/shared/ui/AppButton';

const DETAIL_COLUMNS = ['asking_price', 'seller_solicitor', 'buyer_solicitor'];

/** admin.md §2 Details tab: address, asking price, seller and buyer solicitor, estate agent. */
const columns: TableColumnsType<AdminTransactionRow> = [
  // The group's own page: its sales need no 'Group Transaction' badge.
  { key: 'address', title: 'Property Address', dataIndex: 'property_address' },
  ...transactionColumns.filter((column) => DETAIL_COLUMNS.includes(String(column.key))),
  {
    key: 'estate_agent',
    title: 'Estate Agent',
    render: (_, row) => row.estate_agent?.name ?? NONE_TEXT,
  },
];

/** /admin/transactions-groups/{id} (admin.md §2): the Details and Ops tabs. */
export const GroupDetailPage = () => {
  const { id = '' } = useParams();
  const group = useGroupQuery({ idOrName: id });
  const breadcrumb = [{ label: 'Transactions Groups', to: adminPaths.transactionsGroups }];
  if (group.error) {
    return (
      <>
        <AdminPageHeader title="Transactions Group" breadcrumb={breadcrumb} />
        <AdminQueryError error={group.error} title={GROUP_MESSAGES.load} onRetry={group.refetch} />
      </>
    );
  }
  if (!group.data) return <Typography.Text role="status">Loading...</Typography.Text>;
  return (
    <>
      <AdminPageHeader
        title={groupDisplayName(group.data.name)}
        titleCase={false}
        breadcrumb={breadcrumb}
      />
      <Tabs
        items={[
          { key: 'details', label: 'Details', children: <GroupSales groupId={group.data._id} /> },
          { key: 'ops', label: 'Ops', children: <GroupOps group={group.data} /> },
        ]}
      />
    </>
  );
};

const GroupSales = ({ groupId }: { groupId: string }) => {
  const list = useTableUrlState();
  const sales = useAdminSalesQuery({ groupId, ...list.request });
  return (
    <Flex vertical gap={16}>
      <AdminTable
        label="Transactions of the group"
        columns={columns}
        rows={sales.data?.items}
        rowKey="_id"
        rowHref={(row) => adminPaths.transaction(row._id)}
        loading={sales.isFetching}
        error={sales.error}
        errorTitle={GROUP_MESSAGES.load}
        onRetry={sales.refetch}
      />
      <ListFooter list={list} total={sales.data?.totalFilteredItems} />
    </Flex>
  );
};

const Done = ({ children }: { children: string }) => (
  <Flex gap={8} align="center" role="status">
    <CheckCircleFilled aria-hidden style={{ color: '#2e7d32', fontSize: 20 }} />
    <span>{children}</span>
  </Flex>
);

/** admin.md §2 'Estate agent card states', for one sale of the group. */
const agentState = (sale: GroupTransactionRefDto): string => {
  switch (sale.estate_agent_status) {
    case 'pending':
      return 'Estate agent not assigned';
    case 'assigned':
      return sale.estate_agent?.name ?? 'Estate agent assigned (details missing)';
    case 'not_listed':
      return 'Estate agent not found in list';
    case 'no_agent':
      return "Customer doesn't have an estate agent yet";
  }
};

const solicitorsState = (sale: GroupTransactionRefDto): string => {
  const { seller, buyer } = sale.lawyer_groups;
  if (!seller && !buyer) return 'Solicitors not assigned';
  return `Seller: ${seller?.name ?? 'not assigned'}; Buyer: ${buyer?.name ?? 'not assigned'}`;
};

/**
 * The sales disagree, so a group-wide change would overwrite what some of them have: say so, and
 * link to each sale with what it has, to change them one by one.
 */
const SalesDiffer = ({
  message,
  group,
  state,
}: {
  message: string;
  group: TransactionsGroupDto;
  state: (sale: GroupTransactionRefDto) => string;
}) => (
  <Alert
    type="info"
    showIcon
    title={message}
    description={
      <ul aria-label="Transactions of the group" style={{ margin: 0, paddingInlineStart: 20 }}>
        {group.transactions.map((sale) => (
          <li key={sale._id}>
            <Link to={adminPaths.transaction(sale._id)}>{sale.property_address}</Link>:{' '}
            {state(sale)}
          </li>
        ))}
      </ul>
    }
  />
);

/** Who a group-wide change reaches, for 'Are you sure?'. */
const allSales = (group: TransactionsGroupDto) =>
  group.transactionsCount === 1
    ? 'the 1 transaction of this group'
    : `all ${group.transactionsCount} transactions of this group`;

/** A step's current value, its Assign / Update button, and the two-step form once opened. */
const Step = ({
  status,
  action,
  form,
}: {
  status: ReactNode;
  action: string;
  form: (close: () => void) => ReactNode;
}) => {
  const [editing, setEditing] = useState(false);
  return (
    <Flex vertical gap={12}>
      {status}
      {editing ? (
        form(() => setEditing(false))
      ) : (
        <div>
          <AppButton variant="secondary" onClick={() => setEditing(true)}>
            {action}
          </AppButton>
        </div>
      )}
    </Flex>
  );
};

/** Step 1: one estate agent for every sale of the group, changeable while they all share it. */
const AgentStep = ({ group }: { group: TransactionsGroupDto }) => {
  const [assignAgent] = useAssignGroupEstateAgentMutation();
  if (!group.estateAgentShared) {
    return <SalesDiffer message={GROUP_MESSAGES.agentDiffers} group={group} state={agentState} />;
  }
  const first = group.transactions[0];
  return (
    <Step
      status={
        group.estateAgentAssigned ? (
          <Done>{`Estate agent assigned: ${group.estateAgent?.name ?? ''}`}</Done>
        ) : (
          <Typography.Text>
            {first ? agentState(first) : 'Estate agent not assigned'}
          </Typography.Text>
        )
      }
      action={group.estateAgentAssigned ? 'Update Estate Agent' : 'Assign Estate Agent'}
      form={(close) => (
        <EstateAgentAssignForm
          initial={group.estateAgent?._id}
          target={allSales(group)}
          assign={(estateAgentId) =>
            assignAgent({ id: group._id, assignEstateAgentDto: { estateAgentId } })
          }
          failure={(error) => serverMessageOr(error, GROUP_MESSAGES.assignAgentFailed)}
          onClose={close}
        />
      )}
    />
  );
};

/** What the group's introductions cannot reach: estate agents whose valuer has no e-mail. */
const valuerWarning = (group: TransactionsGroupDto): string | undefined => {
  const missing = group.valuersWithoutEmail;
  if (missing === 0) return undefined;
  if (missing === group.transactionsCount) return NO_VALUER_EMAIL;
  return `${missing} of the ${group.transactionsCount} transactions have an estate agent whose primary valuer has no email address, so no introduction email will be sent to their estate agent.`;
};

/** Step 2: one seller and one buyer solicitor for every sale, with the introduction e-mails. */
const SolicitorsStep = ({ group }: { group: TransactionsGroupDto }) => {
  const [assignSolicitors] = useAssignGroupLawyerGroupsMutation();
  if (!group.solicitorsShared) {
    return (
      <SalesDiffer
        message={GROUP_MESSAGES.solicitorsDiffer}
        group={group}
        state={solicitorsState}
      />
    );
  }
  const { seller, buyer } = group.lawyerGroups;
  const first = group.transactions[0];
  return (
    <Step
      status={
        group.solicitorsAssigned ? (
          <Done>{`Solicitors assigned: seller ${seller?.name ?? ''}, buyer ${buyer?.name ?? ''}`}</Done>
        ) : (
          <Typography.Text>
            {first ? solicitorsState(first) : 'Solicitors not assigned'}
          </Typography.Text>
        )
      }
      action={seller || buyer ? 'Update Solicitors' : 'Assign Solicitors'}
      form={(close) => (
        <SolicitorsAssignForm
          initial={{ seller: seller?._id, buyer: buyer?._id }}
          assign={(body) => assignSolicitors({ id: group._id, assignLawyerGroupsDto: body })}
          failure={(error) => serverMessageOr(error, GROUP_MESSAGES.assignFailed)}
          scope={`For ${allSales(group)}: each introduction email ticked is sent for every transaction, with the comments.`}
          warning={valuerWarning(group)}
          onClose={close}
        />
      )}
    />
  );
};

/** admin.md §2 Ops tab: step 1 the estate agent, step 2 the solicitors, each with a green tick. */
const GroupOps = ({ group }: { group: TransactionsGroupDto }) => (
  <Flex vertical gap={24}>
    <Card title="Step 1: assign an estate agent to all transactions">
      <AgentStep group={group} />
    </Card>
    <Card title="Step 2: assign a solicitor to all transactions">
      <SolicitorsStep group={group} />
    </Card>
  </Flex>
);
