import { Card, Descriptions, Flex } from 'antd';
import { useState } from 'react';
import type { AdminTransactionDetailDto, LawyerGroupDto } from '@/api/generated';
import { errorMessage } from '@/api/baseQuery';
import { formatShortDate } from '@/admin/format';
import { AppButton } from '@/shared/ui/AppButton';
import { ConfirmedAction } from './corrections/ConfirmedAction';
import { lawyerGroupLabel, SolicitorsAssignForm } from './SolicitorsAssignForm';
import { useAssignLawyerGroupsMutation, useUnassignSolicitorMutation } from '@/api/generated';

export { lawyerGroupLabel } from './SolicitorsAssignForm';

export const ASSIGN_FAILED = 'There was an error assigning solicitors';
export const NO_VALUER_EMAIL =
  "The estate agent's primary valuer has no email address, so no introduction email will be sent to the estate agent.";

const SideSummary = ({ group }: { group: LawyerGroupDto | null | undefined }) =>
  group ? (
    <>
      {lawyerGroupLabel(group)}
      <br />
      {group.solicitor.first_name} {group.solicitor.last_name}
      {group.solicitor.email ? ` · ${group.solicitor.email}` : ''}
    </>
  ) : (
    'Not assigned'
  );

/** The solicitors tab: who acts for each side, and the two-step assignment with its e-mails. */
export const SolicitorsCard = ({ sale }: { sale: AdminTransactionDetailDto }) => {
  const assigned = sale.lawyer_group;
  const [editing, setEditing] = useState(false);
  const [assign] = useAssignLawyerGroupsMutation();
  const [unassign] = useUnassignSolicitorMutation();
  const noValuerEmail = sale.estate_agent_primary_valuer && !sale.estate_agent_primary_valuer.email;

  return (
    <Card title="Solicitors">
      <Flex vertical gap={12}>
        <Descriptions
          column={{ xs: 1, md: 2 }}
          items={[
            {
              key: 'seller',
              label: 'Seller Solicitor',
              children: <SideSummary group={assigned.seller} />,
            },
            {
              key: 'buyer',
              label: 'Buyer Solicitor',
              children: <SideSummary group={assigned.buyer} />,
            },
            {
              key: 'assigned',
              label: 'Assigned',
              children: sale.date_solicitor_groups_assigned.assigned_at
                ? formatShortDate(sale.date_solicitor_groups_assigned.assigned_at)
                : '—',
            },
          ]}
        />
        {!editing && (
          <Flex wrap gap={8} align="flex-start">
            <AppButton variant="secondary" onClick={() => setEditing(true)}>
              {assigned.seller || assigned.buyer ? 'Update Solicitors' : 'Assign Solicitors'}
            </AppButton>
            {assigned.seller && (
              <ConfirmedAction
                label="Un-assign Seller Solicitor"
                summary={`Take ${lawyerGroupLabel(assigned.seller)} off as the seller solicitor. The buyer solicitor stays.`}
                failure="There was an error un-assigning the seller solicitor"
                run={() => unassign({ id: sale._id, side: 'seller' })}
                danger
              />
            )}
            {assigned.buyer && (
              <ConfirmedAction
                label="Un-assign Buyer Solicitor"
                summary={`Take ${lawyerGroupLabel(assigned.buyer)} off as the buyer solicitor. The seller solicitor stays.`}
                failure="There was an error un-assigning the buyer solicitor"
                run={() => unassign({ id: sale._id, side: 'buyer' })}
                danger
              />
            )}
          </Flex>
        )}
        {editing && (
          <SolicitorsAssignForm
            initial={{ seller: assigned.seller?._id, buyer: assigned.buyer?._id }}
            assign={(body) => assign({ id: sale._id, assignLawyerGroupsDto: body })}
            failure={(error) => errorMessage(error) || ASSIGN_FAILED}
            warning={noValuerEmail ? NO_VALUER_EMAIL : undefined}
            onClose={() => setEditing(false)}
          />
        )}
      </Flex>
    </Card>
  );
};
