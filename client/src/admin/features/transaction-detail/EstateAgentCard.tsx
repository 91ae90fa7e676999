import { Card, Flex, Form, Select, Typography } from 'antd';
import { useState } from 'react';
import type { AdminTransactionDetailDto } from '@/api/generated';
import { errorMessage } from '@/api/baseQuery';
import { TwoStepConfirm } from '@/admin/components/TwoStepConfirm';
import { FormActions } from '@/shared/forms/FormActions';
import { FormFailureAlert } from '@/shared/forms/FormFailureAlert';
import { useMutationForm } from '@/shared/forms/useMutationForm';
import { AppButton } from '@/shared/ui/AppButton';
import { useEstateAgentChoicesQuery, useSetEstateAgentMutation } from './transactionDetailApi';

/** admin.md §2 'Estate agent card states', word for word. */
export const estateAgentState = (sale: AdminTransactionDetailDto): string => {
  switch (sale.estate_agent_status) {
    case 'pending':
      return 'Estate agent not assigned';
    case 'assigned':
      return sale.estate_agent
        ? sale.estate_agent.label
        : 'Estate agent assigned (details missing)';
    case 'not_listed':
      return 'Estate agent not found in list';
    case 'no_agent':
      return "Customer doesn't have an estate agent yet";
  }
};

type Values = { estateAgentId?: string };

/** The estate agent tab: who it is, and Assign / Update through 'Are you sure?'. */
export const EstateAgentCard = ({ sale }: { sale: AdminTransactionDetailDto }) => {
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<Values>();
  const agents = useEstateAgentChoicesQuery(undefined, { skip: !editing });
  const [setEstateAgent] = useSetEstateAgentMutation();
  const save = useMutationForm({
    form,
    mutate: (values: Values) =>
      setEstateAgent({
        id: sale._id,
        assignEstateAgentDto: { estateAgentId: values.estateAgentId ?? '' },
      }),
    failure: (error) => errorMessage(error) || 'There was an error assigning the estate agent',
    onSuccess: () => setEditing(false),
  });
  const valuer = sale.estate_agent_primary_valuer;
  const options = (agents.data?.items ?? []).map((agent) => ({
    value: agent._id,
    label: agent.label,
  }));

  return (
    <Card title="Estate Agent">
      <Flex vertical gap={12}>
        <Typography.Text strong>{estateAgentState(sale)}</Typography.Text>
        {valuer && (
          <Typography.Text>
            Primary valuer: {valuer.first_name} {valuer.last_name}
            {valuer.email ? ` (${valuer.email})` : ''}
          </Typography.Text>
        )}
        {!editing && (
          <div>
            <AppButton variant="secondary" onClick={() => setEditing(true)}>
              {sale.estate_agent_status === 'pending'
                ? 'Assign Estate Agent'
                : 'Update Estate Agent'}
            </AppButton>
          </div>
        )}
        {editing && (
          <TwoStepConfirm<Values>
            onConfirm={save.save}
            confirming={save.saving}
            summary={(values) =>
              `Assign ${options.find((o) => o.value === values.estateAgentId)?.label ?? 'this estate agent'} to this transaction.`
            }
          >
            {(ask) => (
              <Form<Values> form={form} layout="vertical" onFinish={ask} requiredMark={false}>
                <Form.Item
                  name="estateAgentId"
                  label="Estate agent"
                  rules={[{ required: true, message: 'Estate agent is required' }]}
                >
                  <Select
                    showSearch={{ optionFilterProp: 'label' }}
                    options={options}
                    loading={agents.isFetching}
                    placeholder="Search by brand or office"
                  />
                </Form.Item>
                <FormActions onCancel={() => setEditing(false)} />
              </Form>
            )}
          </TwoStepConfirm>
        )}
        <FormFailureAlert failure={save.failure} />
      </Flex>
    </Card>
  );
};
