import { CheckCircleFilled } from '@ant-design/icons';
import { Button, Card, Flex, Form, Select, Tabs, Typography, type TableColumnsType } from 'antd';
import { useParams } from 'react-router';
import type { TransactionsGroupDto } from '@/api/generated';
import { serverMessageOr } from '@/api/baseQuery';
import { AdminPageHeader } from '@/admin/components/AdminPageHeader';
import { AdminQueryError } from '@/admin/components/AdminQueryError';
import { lawyerGroupLabel } from '@/admin/features/transaction-detail/SolicitorsCard';
import {
  useEstateAgentChoicesQuery,
  useLawyerGroupsQuery,
} from '@/admin/features/transaction-detail/transactionDetailApi';
import {
  GROUP_MESSAGES,
  useAssignGroupEstateAgentMutation,
  useAssignGroupLawyerGroupsMutation,
  useGroupQuery,
} from '@/admin/features/transactions-groups/groupsApi';
import { NONE_TEXT, transactionColumns } from '@/admin/features/transactions/TransactionsPage';
import {
  useAdminTransactionsQuery,
  type AdminTransactionRow,
} from '@/admin/features/transactions/transactionsListApi';
import { AdminTable } from '@/admin/list/AdminTable';
import { ListFooter } from '@/admin/list/ListFooter';
import { useTableUrlState } from '@/admin/list/useTableUrlState';
import { adminPaths } from '@/admin/paths';
import { toTitleCase } from '@/admin/titles';
import { FormFailureAlert } from '@/shared/forms/FormFailureAlert';
import { useMutationForm } from '@/shared/forms/useMutationForm';

const DETAIL_COLUMNS = ['address', 'asking_price', 'seller_solicitor', 'buyer_solicitor'];

const columns: TableColumnsType<AdminTransactionRow> = [
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
        title={toTitleCase(group.data.name)}
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
  const sales = useAdminTransactionsQuery({ groupId, ...list.request });
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

type AgentValues = { estateAgentId: string };
type SolicitorValues = { seller: string; buyer: string };

/** Step 1: one estate agent for every sale of the group. */
const AssignAgentForm = ({ group }: { group: TransactionsGroupDto }) => {
  const [form] = Form.useForm<AgentValues>();
  const agents = useEstateAgentChoicesQuery(undefined, { skip: group.estateAgentAssigned });
  const [assignAgent] = useAssignGroupEstateAgentMutation();
  const save = useMutationForm({
    form,
    mutate: (values: AgentValues) =>
      assignAgent({ id: group._id, assignEstateAgentDto: { estateAgentId: values.estateAgentId } }),
    failure: (error) => serverMessageOr(error, GROUP_MESSAGES.assignAgentFailed),
  });
  return (
    <Form form={form} layout="vertical" onFinish={save.onFinish}>
      <Form.Item
        name="estateAgentId"
        label="Estate agent"
        rules={[{ required: true, message: GROUP_MESSAGES.agentRequired }]}
      >
        <Select
          showSearch
          optionFilterProp="label"
          loading={agents.isLoading}
          options={(agents.data?.items ?? []).map((agent) => ({
            value: agent._id,
            label: agent.label,
          }))}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.saving}>
        Assign estate agent
      </Button>
      <FormFailureAlert failure={save.failure} style={{ marginTop: 16 }} />
    </Form>
  );
};

/** Step 2: one seller and one buyer solicitor for every sale of the group. */
const AssignSolicitorsForm = ({ group }: { group: TransactionsGroupDto }) => {
  const [form] = Form.useForm<SolicitorValues>();
  const lawyerGroups = useLawyerGroupsQuery({}, { skip: group.solicitorsAssigned });
  const [assignSolicitors] = useAssignGroupLawyerGroupsMutation();
  const save = useMutationForm({
    form,
    mutate: (values: SolicitorValues) =>
      assignSolicitors({
        id: group._id,
        assignLawyerGroupsDto: {
          lawyerGroupsIds: { seller: values.seller, buyer: values.buyer },
        },
      }),
    failure: (error) => serverMessageOr(error, GROUP_MESSAGES.assignFailed),
  });
  const options = (lawyerGroups.data ?? []).map((option) => ({
    value: option._id,
    label: lawyerGroupLabel(option),
  }));
  const side = (name: keyof SolicitorValues, label: string) => (
    <Form.Item
      name={name}
      label={label}
      rules={[{ required: true, message: GROUP_MESSAGES.solicitorRequired }]}
    >
      <Select
        showSearch
        optionFilterProp="label"
        options={options}
        loading={lawyerGroups.isLoading}
      />
    </Form.Item>
  );
  return (
    <Form form={form} layout="vertical" onFinish={save.onFinish}>
      {side('seller', 'Seller solicitor')}
      {side('buyer', 'Buyer solicitor')}
      <Button type="primary" htmlType="submit" loading={save.saving}>
        Assign solicitors
      </Button>
      <FormFailureAlert failure={save.failure} style={{ marginTop: 16 }} />
    </Form>
  );
};

/** admin.md §2 Ops tab: step 1 the estate agent, step 2 the solicitors, each with a green tick. */
const GroupOps = ({ group }: { group: TransactionsGroupDto }) => (
  <Flex vertical gap={24}>
    <Card title="Step 1: assign an estate agent to all transactions">
      {group.estateAgentAssigned ? (
        <Done>{`Estate agent assigned: ${group.estateAgent?.name ?? ''}`}</Done>
      ) : (
        <AssignAgentForm group={group} />
      )}
    </Card>
    <Card title="Step 2: assign a solicitor to all transactions">
      {group.solicitorsAssigned ? (
        <Done>{`Solicitors assigned: seller ${group.lawyerGroups.seller?.name ?? ''}, buyer ${group.lawyerGroups.buyer?.name ?? ''}`}</Done>
      ) : (
        <AssignSolicitorsForm group={group} />
      )}
    </Card>
  </Flex>
);
