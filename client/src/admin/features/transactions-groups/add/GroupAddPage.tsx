import { Button, Flex, Form } from 'antd';
import type { ReactNode } from 'react';
import { AdminPageHeader } from '@/admin/components/AdminPageHeader';
import type { GroupDraft } from '@/admin/features/transactions-groups/groupDraft';
import { adminPaths } from '@/admin/paths';
import { FormFailureAlert } from '@/shared/forms/FormFailureAlert';
import { CompanySection } from './CompanySection';
import { GroupSection, TextField } from './groupFields';
import { RepresentativeSection } from './RepresentativeSection';
import { UnitsSection } from './UnitsSection';
import { useGroupAddForm } from './useGroupAddForm';

/** The label, then ' *' for a required field (hidden from screen readers: the field says so). */
const requiredMark = (label: ReactNode, { required }: { required: boolean }) => (
  <>
    {label}
    {required && <span aria-hidden> *</span>}
  </>
);

const nameRule = {
  validator: (_: unknown, value: string | undefined) =>
    value?.trim()
      ? Promise.resolve()
      : Promise.reject(new Error('Transactions group name is required')),
};

/**
 * /admin/transactions-groups/add (admin.md §2, §4, §5): one form of cards, the draft kept in
 * local storage (a reload finds it). Saving creates the representative, then the company seller,
 * then the group's sales, and goes to the success page.
 */
export const GroupAddPage = () => {
  const group = useGroupAddForm();
  return (
    <>
      <AdminPageHeader
        title="Add Transactions Group"
        breadcrumb={[{ label: 'Transactions Groups', to: adminPaths.transactionsGroups }]}
      />
      <Form<GroupDraft>
        form={group.form}
        layout="vertical"
        requiredMark={requiredMark}
        initialValues={group.initialValues}
        onFinish={group.save.onFinish}
        scrollToFirstError={{ focus: true, block: 'center' }}
      >
        <Flex vertical gap={24}>
          <GroupSection title="Transactions Group">
            <TextField
              name="name"
              label="Group name"
              required
              rules={[nameRule]}
              validation={group.validation}
            />
          </GroupSection>
          <RepresentativeSection group={group} />
          <UnitsSection group={group} />
          <CompanySection group={group} />
          <GroupSection title="Payment Details">
            <TextField
              name="stripeTransactionId"
              label="Stripe transaction id (optional)"
              validation={group.validation}
            />
          </GroupSection>
          <FormFailureAlert
            failure={group.save.failure}
            action={group.fatal ? <Button onClick={group.goBack}>Go back</Button> : undefined}
          />
          <Flex justify="flex-end">
            <Button
              type="primary"
              size="large"
              loading={group.save.saving}
              disabled={!group.canSave}
              onClick={group.handleSave}
            >
              Save and Continue
            </Button>
          </Flex>
        </Flex>
      </Form>
    </>
  );
};
