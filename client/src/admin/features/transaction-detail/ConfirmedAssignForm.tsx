import { Form, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { TwoStepConfirm } from '@/admin/components/TwoStepConfirm';
import { UnsavedChangesGuard } from '@/admin/hooks/UnsavedChangesGuard';
import { FormActions } from '@/shared/forms/FormActions';
import { FormFailureAlert } from '@/shared/forms/FormFailureAlert';
import {
  useMutationForm,
  type MutationCall,
  type UseMutationFormOptions,
} from '@/shared/forms/useMutationForm';

type ConfirmedAssignFormProps<Values, Call extends MutationCall> = {
  form: FormInstance<Values>;
  initialValues: Partial<Values>;
  /** Sends the checked values (for a sale, or for every sale of a transactions group). */
  mutate: (values: Values) => Call;
  failure: UseMutationFormOptions<Values, Call>['failure'];
  /** What 'Are you sure?' says will happen. */
  summary: (values: Values) => ReactNode;
  /** The form's fields, above Save and Cancel. */
  children: ReactNode;
  /** After the save, and on Cancel: close the form. */
  onClose: () => void;
};

/**
 * An assignment of the back office (estate agent, solicitors; admin.md §2, §7): the choice, Save,
 * then 'Are you sure?' ('Go back and amend' returns to the choice, Confirm saves). Leaving with an
 * unsaved choice asks first; a failure shows in the form's one alert.
 */
export const ConfirmedAssignForm = <Values, Call extends MutationCall>({
  form,
  initialValues,
  mutate,
  failure,
  summary,
  children,
  onClose,
}: ConfirmedAssignFormProps<Values, Call>) => {
  const [dirty, setDirty] = useState(false);
  const save = useMutationForm({
    form,
    mutate,
    failure,
    onSuccess: () => {
      setDirty(false);
      onClose();
    },
  });

  return (
    <>
      <UnsavedChangesGuard when={dirty && !save.saving} />
      <TwoStepConfirm<Values> onConfirm={save.save} confirming={save.saving} summary={summary}>
        {(ask) => (
          <Form<Values>
            form={form}
            layout="vertical"
            requiredMark={false}
            onFinish={ask}
            onValuesChange={() => setDirty(true)}
            initialValues={initialValues}
          >
            {children}
            <FormActions
              onCancel={() => {
                setDirty(false);
                onClose();
              }}
            />
          </Form>
        )}
      </TwoStepConfirm>
      <FormFailureAlert failure={save.failure} />
    </>
  );
};
