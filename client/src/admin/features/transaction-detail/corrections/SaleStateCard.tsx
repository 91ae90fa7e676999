import { Alert, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import type { AdminTransactionDetailDto } from '@/api/generated';
import { errorMessage } from '@/api/baseQuery';
import { TwoStepConfirm } from '@/admin/components/TwoStepConfirm';
import { formatShortDate } from '@/admin/format';
import { UnsavedChangesGuard } from '@/admin/hooks/UnsavedChangesGuard';
import { FormActions } from '@/shared/forms/FormActions';
import { FormFailureAlert } from '@/shared/forms/FormFailureAlert';
import { useMutationForm } from '@/shared/forms/useMutationForm';
import { AppButton } from '@/shared/ui/AppButton';
import {
  useArchiveSaleMutation,
  useReinstateSaleMutation,
  useWithdrawSaleMutation,
} from '@/api/generated';
import { ConfirmedAction } from './ConfirmedAction';

export const WITHDRAWAL_REASON_REQUIRED = 'Please give the reason for withdrawing the sale';

/** Under the title: the sale is withdrawn (why, when) and/or archived (when). */
export const SaleStateBanner = ({ sale }: { sale: AdminTransactionDetailDto }) => {
  if (!sale.withdrawn_at && !sale.archived_at) return null;
  const parts = [
    sale.withdrawn_at
      ? `Withdrawn on ${formatShortDate(sale.withdrawn_at)}${
          sale.withdrawal_reason ? `: ${sale.withdrawal_reason}` : ''
        }`
      : null,
    sale.archived_at ? `Archived on ${formatShortDate(sale.archived_at)}` : null,
  ].filter(Boolean);
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      title={
        sale.withdrawn_at && sale.archived_at
          ? 'This sale is withdrawn and archived'
          : sale.withdrawn_at
            ? 'This sale is withdrawn'
            : 'This sale is archived'
      }
      description={parts.join('. ')}
    />
  );
};

type WithdrawValues = { reason?: string };

/** Withdraw (with a reason), archive, and reinstate (undo both), each after 'Are you sure?'. */
export const SaleStateCard = ({ sale }: { sale: AdminTransactionDetailDto }) => {
  const [withdrawing, setWithdrawing] = useState(false);
  const [form] = Form.useForm<WithdrawValues>();
  const reason = Form.useWatch('reason', form);
  const [withdraw] = useWithdrawSaleMutation();
  const [archive] = useArchiveSaleMutation();
  const [reinstate] = useReinstateSaleMutation();
  const save = useMutationForm({
    form,
    mutate: (values: WithdrawValues) =>
      withdraw({ id: sale._id, withdrawSaleDto: { reason: values.reason?.trim() ?? '' } }),
    fieldFor: (message) => (message === WITHDRAWAL_REASON_REQUIRED ? 'reason' : undefined),
    failure: (error) => errorMessage(error) || 'There was an error withdrawing the sale',
    onSuccess: () => {
      form.resetFields();
      setWithdrawing(false);
    },
  });
  const live = !sale.withdrawn_at && !sale.archived_at;

  return (
    <Card title="Sale status" size="small">
      <Flex vertical gap={12}>
        <Typography.Text>
          {live
            ? 'Live: the sale is neither withdrawn nor archived.'
            : 'Reinstate the sale to make it live again.'}
        </Typography.Text>
        <Flex wrap gap={8} align="flex-start">
          {!sale.withdrawn_at && !withdrawing && (
            <AppButton size="sm" variant="secondary" onClick={() => setWithdrawing(true)}>
              Withdraw Sale
            </AppButton>
          )}
          {!sale.archived_at && !withdrawing && (
            <ConfirmedAction
              label="Archive Sale"
              summary="Archive this sale. It stays readable here, and can be reinstated."
              failure="There was an error archiving the sale"
              run={() => archive({ id: sale._id, saleStateCommentsDto: {} })}
            />
          )}
          {!live && (
            <ConfirmedAction
              label="Reinstate Sale"
              summary={`Reinstate this sale: it will no longer be ${[
                sale.withdrawn_at ? 'withdrawn' : null,
                sale.archived_at ? 'archived' : null,
              ]
                .filter(Boolean)
                .join(' or ')}.`}
              failure="There was an error reinstating the sale"
              run={() => reinstate({ id: sale._id, saleStateCommentsDto: {} })}
            />
          )}
        </Flex>
        {withdrawing && (
          <TwoStepConfirm<WithdrawValues>
            onConfirm={save.save}
            confirming={save.saving}
            confirmLabel="Withdraw Sale"
            summary={(values) => `Withdraw this sale. Reason: ${values.reason?.trim() ?? ''}`}
          >
            {(ask) => (
              <Form<WithdrawValues>
                form={form}
                layout="vertical"
                requiredMark={false}
                onFinish={ask}
                aria-label="Withdraw the sale"
              >
                <Form.Item
                  name="reason"
                  label="Why is the sale withdrawn?"
                  rules={[
                    {
                      validator: (_, value: unknown) =>
                        typeof value === 'string' && value.trim()
                          ? Promise.resolve()
                          : Promise.reject(new Error(WITHDRAWAL_REASON_REQUIRED)),
                    },
                  ]}
                >
                  <Input.TextArea rows={2} maxLength={2000} showCount />
                </Form.Item>
                <FormActions
                  saveLabel="Withdraw Sale"
                  onCancel={() => {
                    form.resetFields();
                    setWithdrawing(false);
                  }}
                />
              </Form>
            )}
          </TwoStepConfirm>
        )}
        <UnsavedChangesGuard when={withdrawing && Boolean(reason?.trim())} />
        <FormFailureAlert failure={save.failure} />
      </Flex>
    </Card>
  );
};
