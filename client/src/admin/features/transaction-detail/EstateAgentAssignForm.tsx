import { Form, Select } from 'antd';
import type { MutationCall, UseMutationFormOptions } from '@/shared/forms/useMutationForm';
import { ConfirmedAssignForm } from './ConfirmedAssignForm';
import { useEstateAgentChoicesQuery } from '@/api/generated';

export type EstateAgentFormValues = { estateAgentId?: string };

type EstateAgentAssignFormProps<Call extends MutationCall> = {
  /** The agent the form starts with: the current one, when there is. */
  initial?: string;
  /** Sends the choice (for a sale, or for every sale of a transactions group). */
  assign: (estateAgentId: string) => Call;
  failure: UseMutationFormOptions<EstateAgentFormValues, Call>['failure'];
  /** What the question names as the target: 'this transaction', 'all 3 transactions of …'. */
  target: string;
  /** After the save, and on Cancel: close the form. */
  onClose: () => void;
};

/**
 * The estate agent assignment (admin.md §2, two-step): choose an agent, then 'Are you sure?'
 * ('Go back and amend' returns to the choice). Used for one sale and for a whole group.
 */
export const EstateAgentAssignForm = <Call extends MutationCall>({
  initial,
  assign,
  failure,
  target,
  onClose,
}: EstateAgentAssignFormProps<Call>) => {
  const [form] = Form.useForm<EstateAgentFormValues>();
  const agents = useEstateAgentChoicesQuery(undefined);
  const options = (agents.data?.items ?? []).map((agent) => ({
    value: agent._id,
    label: agent.label,
  }));

  return (
    <ConfirmedAssignForm<EstateAgentFormValues, Call>
      form={form}
      initialValues={{ estateAgentId: initial }}
      mutate={(values) => assign(values.estateAgentId ?? '')}
      failure={failure}
      summary={(values) =>
        `Assign ${options.find((o) => o.value === values.estateAgentId)?.label ?? 'this estate agent'} to ${target}.`
      }
      onClose={onClose}
    >
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
    </ConfirmedAssignForm>
  );
};
