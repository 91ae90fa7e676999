import { Alert, Card, Checkbox, Descriptions, Flex, Form, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import type { AdminTransactionDetailDto, LawyerGroupDto } from '@/api/generated';
import { errorMessage } from '@/api/baseQuery';
import { TwoStepConfirm } from '@/admin/components/TwoStepConfirm';
import { formatShortDate } from '@/admin/format';
import { FormActions } from '@/shared/forms/FormActions';
import { FormFailureAlert } from '@/shared/forms/FormFailureAlert';
import { useMutationForm } from '@/shared/forms/useMutationForm';
import { AppButton } from '@/shared/ui/AppButton';
import { useAssignLawyerGroupsMutation, useLawyerGroupsQuery } from './transactionDetailApi';

export const ASSIGN_FAILED = 'There was an error assigning solicitors';
export const NO_VALUER_EMAIL =
  "The estate agent's primary valuer has no email address, so no introduction email will be sent to the estate agent.";

type Values = {
  seller?: string;
  buyer?: string;
  sendSeller: boolean;
  sendBuyer: boolean;
  seller_comments?: string;
  buyer_comments?: string;
};

/** 'Avon Sellers (Avon Law)', with '(Non-Panel)' for a solicitor off the panel (admin.md §2). */
export const lawyerGroupLabel = (group: LawyerGroupDto): string =>
  `${group.name} (${group.law_firm.name})${group.panel_solicitor ? '' : ' (Non-Panel)'}`;

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
  const [form] = Form.useForm<Values>();
  const groups = useLawyerGroupsQuery({}, { skip: !editing });
  const [assign] = useAssignLawyerGroupsMutation();
  const sellerId = Form.useWatch('seller', form);
  const byId = (id: string | undefined) => groups.data?.find((group) => group._id === id);
  const sellerNonPanel = byId(sellerId)?.panel_solicitor === false;
  const options = (groups.data ?? []).map((group) => ({
    value: group._id,
    label: lawyerGroupLabel(group),
  }));
  const noValuerEmail = sale.estate_agent_primary_valuer && !sale.estate_agent_primary_valuer.email;

  const save = useMutationForm({
    form,
    mutate: (values: Values) =>
      assign({
        id: sale._id,
        assignLawyerGroupsDto: {
          lawyerGroupsIds: { seller: values.seller ?? '', buyer: values.buyer ?? '' },
          sendCheckedEmails: {
            seller: values.sendSeller && !sellerNonPanel,
            buyer: values.sendBuyer,
          },
          seller_comments: values.seller_comments?.trim() || undefined,
          buyer_comments: values.buyer_comments?.trim() || undefined,
        },
      }),
    failure: (error) => errorMessage(error) || ASSIGN_FAILED,
    onSuccess: () => setEditing(false),
  });

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
          <div>
            <AppButton
              variant="secondary"
              onClick={() => {
                form.setFieldsValue({
                  seller: assigned.seller?._id,
                  buyer: assigned.buyer?._id,
                  sendSeller: false,
                  sendBuyer: false,
                });
                setEditing(true);
              }}
            >
              {assigned.seller || assigned.buyer ? 'Update Solicitors' : 'Assign Solicitors'}
            </AppButton>
          </div>
        )}
        {editing && (
          <TwoStepConfirm<Values>
            onConfirm={save.save}
            confirming={save.saving}
            summary={(values) => (
              <>
                Seller solicitor:{' '}
                {byId(values.seller) ? lawyerGroupLabel(byId(values.seller)!) : '—'}
                <br />
                Buyer solicitor: {byId(values.buyer) ? lawyerGroupLabel(byId(values.buyer)!) : '—'}
                <br />
                Introduction emails:{' '}
                {[
                  values.sendSeller && !sellerNonPanel ? 'seller' : null,
                  values.sendBuyer ? 'buyer' : null,
                ]
                  .filter(Boolean)
                  .join(' and ') || 'none'}
              </>
            )}
          >
            {(ask) => (
              <Form<Values>
                form={form}
                layout="vertical"
                requiredMark={false}
                onFinish={ask}
                initialValues={{ sendSeller: false, sendBuyer: false }}
              >
                <Form.Item
                  name="seller"
                  label="Seller solicitor"
                  rules={[{ required: true, message: 'Solicitor is required' }]}
                >
                  <Select
                    showSearch={{ optionFilterProp: 'label' }}
                    options={options}
                    loading={groups.isFetching}
                  />
                </Form.Item>
                <Form.Item name="sendSeller" valuePropName="checked">
                  <Checkbox disabled={sellerNonPanel}>Send the seller introduction email</Checkbox>
                </Form.Item>
                {sellerNonPanel && (
                  <Typography.Paragraph type="secondary">
                    The seller introduction email is not sent to a non-panel solicitor.
                  </Typography.Paragraph>
                )}
                <Form.Item name="seller_comments" label="Seller comments">
                  <Input.TextArea rows={2} maxLength={2000} />
                </Form.Item>
                <Form.Item
                  name="buyer"
                  label="Buyer solicitor"
                  rules={[{ required: true, message: 'Solicitor is required' }]}
                >
                  <Select
                    showSearch={{ optionFilterProp: 'label' }}
                    options={options}
                    loading={groups.isFetching}
                  />
                </Form.Item>
                <Form.Item name="sendBuyer" valuePropName="checked">
                  <Checkbox>Send the buyer introduction email</Checkbox>
                </Form.Item>
                <Form.Item name="buyer_comments" label="Buyer comments">
                  <Input.TextArea rows={2} maxLength={2000} />
                </Form.Item>
                {noValuerEmail && (
                  <Alert
                    type="warning"
                    showIcon
                    title={NO_VALUER_EMAIL}
                    style={{ marginBottom: 16 }}
                  />
                )}
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
