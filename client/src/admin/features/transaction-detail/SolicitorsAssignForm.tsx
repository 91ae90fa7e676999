import { Alert, Checkbox, Form, Input, Select, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { AssignLawyerGroupsDto, LawyerGroupDto } from '@/api/generated';
import type { MutationCall, UseMutationFormOptions } from '@/shared/forms/useMutationForm';
import { ConfirmedAssignForm } from './ConfirmedAssignForm';
import { useLawyerGroupsQuery } from '@/api/generated';

/** 'Avon Sellers (Avon Law)', with '(Non-Panel)' for a solicitor off the panel (admin.md §2). */
export const lawyerGroupLabel = (group: LawyerGroupDto): string =>
  `${group.name} (${group.law_firm.name})${group.panel_solicitor ? '' : ' (Non-Panel)'}`;

export type SolicitorsFormValues = {
  seller?: string;
  buyer?: string;
  sendSeller: boolean;
  sendBuyer: boolean;
  seller_comments?: string;
  buyer_comments?: string;
};

type SolicitorsAssignFormProps<Call extends MutationCall> = {
  /** The solicitors the form starts with: the current ones, when there are. */
  initial?: { seller?: string; buyer?: string };
  /** Sends the assignment (a sale's or a whole group's: admin.md §7, the same body). */
  assign: (body: AssignLawyerGroupsDto) => Call;
  /** The failure alert's wording (see useMutationForm). */
  failure: UseMutationFormOptions<SolicitorsFormValues, Call>['failure'];
  /** Under 'Are you sure?', after the choices: what the assignment applies to. */
  scope?: ReactNode;
  /** A warning above Save (no introduction e-mail will reach an estate agent). */
  warning?: ReactNode;
  /** After the save, and on Cancel: close the form. */
  onClose: () => void;
};

const SIDE = {
  seller: { choice: 'seller', send: 'sendSeller', comments: 'seller_comments', word: 'Seller' },
  buyer: { choice: 'buyer', send: 'sendBuyer', comments: 'buyer_comments', word: 'Buyer' },
} as const;

/**
 * One side's fields: its solicitor, its introduction-e-mail tick (off, and said why, when the
 * introduction is refused) and its comments.
 */
const SideFields = ({
  side,
  options,
  loading,
  introductionRefused = false,
}: {
  side: keyof typeof SIDE;
  options: { value: string; label: string }[];
  loading: boolean;
  introductionRefused?: boolean;
}) => {
  const { choice, send, comments, word } = SIDE[side];
  return (
    <>
      <Form.Item
        name={choice}
        label={`${word} solicitor`}
        rules={[{ required: true, message: 'Solicitor is required' }]}
      >
        <Select showSearch={{ optionFilterProp: 'label' }} options={options} loading={loading} />
      </Form.Item>
      <Form.Item name={send} valuePropName="checked">
        <Checkbox disabled={introductionRefused}>Send the {side} introduction email</Checkbox>
      </Form.Item>
      {introductionRefused && (
        <Typography.Paragraph type="secondary">
          The {side} introduction email is not sent to a non-panel solicitor.
        </Typography.Paragraph>
      )}
      <Form.Item name={comments} label={`${word} comments`}>
        <Input.TextArea rows={2} maxLength={2000} />
      </Form.Item>
    </>
  );
};

/**
 * The solicitors assignment (admin.md §2, two-step): the seller's and buyer's solicitors, each
 * side's introduction-e-mail tick and comments, then 'Are you sure?' with what will be sent. A
 * non-panel seller solicitor gets no seller introduction (the tick is disabled). Used for one
 * sale and for every sale of a transactions group.
 */
export const SolicitorsAssignForm = <Call extends MutationCall>({
  initial,
  assign,
  failure,
  scope,
  warning,
  onClose,
}: SolicitorsAssignFormProps<Call>) => {
  const [form] = Form.useForm<SolicitorsFormValues>();
  const groups = useLawyerGroupsQuery({});
  const sellerId = Form.useWatch('seller', form);
  const byId = (id: string | undefined) => groups.data?.find((group) => group._id === id);
  const sellerNonPanel = byId(sellerId)?.panel_solicitor === false;
  const options = (groups.data ?? []).map((group) => ({
    value: group._id,
    label: lawyerGroupLabel(group),
  }));
  const label = (id: string | undefined) => {
    const group = byId(id);
    return group ? lawyerGroupLabel(group) : '—';
  };

  return (
    <ConfirmedAssignForm<SolicitorsFormValues, Call>
      form={form}
      initialValues={{
        seller: initial?.seller,
        buyer: initial?.buyer,
        sendSeller: false,
        sendBuyer: false,
      }}
      mutate={(values) =>
        assign({
          lawyerGroupsIds: { seller: values.seller ?? '', buyer: values.buyer ?? '' },
          sendCheckedEmails: {
            seller: values.sendSeller && !sellerNonPanel,
            buyer: values.sendBuyer,
          },
          seller_comments: values.seller_comments?.trim() || undefined,
          buyer_comments: values.buyer_comments?.trim() || undefined,
        })
      }
      failure={failure}
      summary={(values) => (
        <>
          Seller solicitor: {label(values.seller)}
          <br />
          Buyer solicitor: {label(values.buyer)}
          <br />
          Introduction emails:{' '}
          {[
            values.sendSeller && !sellerNonPanel ? 'seller' : null,
            values.sendBuyer ? 'buyer' : null,
          ]
            .filter(Boolean)
            .join(' and ') || 'none'}
          {scope && (
            <>
              <br />
              {scope}
            </>
          )}
        </>
      )}
      onClose={onClose}
    >
      <SideFields
        side="seller"
        options={options}
        loading={groups.isFetching}
        introductionRefused={sellerNonPanel}
      />
      <SideFields side="buyer" options={options} loading={groups.isFetching} />
      {warning && <Alert type="warning" showIcon title={warning} style={{ marginBottom: 16 }} />}
    </ConfirmedAssignForm>
  );
};
