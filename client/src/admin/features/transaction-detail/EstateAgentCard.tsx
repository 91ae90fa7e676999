import { Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import type { AdminTransactionDetailDto } from '@/api/generated';
import { errorMessage } from '@/api/baseQuery';
import { AppButton } from '@/shared/ui/AppButton';
import { ConfirmedAction } from './corrections/ConfirmedAction';
import { EstateAgentAssignForm } from './EstateAgentAssignForm';
import { useSetEstateAgentMutation, useUnassignEstateAgentMutation } from '@/api/generated';

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

/** The estate agent tab: who it is, and Assign / Update through 'Are you sure?'. */
export const EstateAgentCard = ({ sale }: { sale: AdminTransactionDetailDto }) => {
  const [editing, setEditing] = useState(false);
  const [setEstateAgent] = useSetEstateAgentMutation();
  const [unassign] = useUnassignEstateAgentMutation();
  const valuer = sale.estate_agent_primary_valuer;

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
          <Flex wrap gap={8} align="flex-start">
            <AppButton variant="secondary" onClick={() => setEditing(true)}>
              {sale.estate_agent_status === 'pending'
                ? 'Assign Estate Agent'
                : 'Update Estate Agent'}
            </AppButton>
            {sale.estate_agent_status !== 'pending' && (
              <ConfirmedAction
                label="Un-assign Estate Agent"
                summary={`Take ${estateAgentState(sale)} off this transaction. Its status goes back to 'Estate agent not assigned'.`}
                failure="There was an error un-assigning the estate agent"
                run={() => unassign({ id: sale._id })}
                danger
              />
            )}
          </Flex>
        )}
        {editing && (
          <EstateAgentAssignForm
            target="this transaction"
            assign={(estateAgentId) =>
              setEstateAgent({ id: sale._id, assignEstateAgentDto: { estateAgentId } })
            }
            failure={(error) =>
              errorMessage(error) || 'There was an error assigning the estate agent'
            }
            onClose={() => setEditing(false)}
          />
        )}
      </Flex>
    </Card>
  );
};
