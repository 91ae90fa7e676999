import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { AppButton } from '@/shared/ui/AppButton';

type FormActionsProps = {
  /** A save is under way: Save shows it (and cannot be pressed again). */
  saving?: boolean;
  /** Save cannot be pressed (nothing changed, a rule fails). */
  saveDisabled?: boolean;
  saveLabel?: ReactNode;
  /** No Cancel button when omitted. */
  onCancel?: () => void;
  cancelLabel?: ReactNode;
  /** Save submits the surrounding form unless `onSave` is given. */
  onSave?: () => void;
  /** Something at the other end of the row (a Delete button). */
  start?: ReactNode;
};

/** The Save and Cancel row at the foot of a form; Save submits the surrounding form. */
export const FormActions = ({
  saving = false,
  saveDisabled = false,
  saveLabel = 'Save',
  onCancel,
  cancelLabel = 'Cancel',
  onSave,
  start,
}: FormActionsProps) => {
  const buttons = (
    <Flex gap={8}>
      <AppButton
        htmlType={onSave ? 'button' : 'submit'}
        loading={saving}
        disabled={saveDisabled}
        onClick={onSave}
      >
        {saveLabel}
      </AppButton>
      {onCancel && (
        <AppButton variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </AppButton>
      )}
    </Flex>
  );
  if (!start) return buttons;
  return (
    <Flex justify="space-between" wrap gap={8}>
      {start}
      {buttons}
    </Flex>
  );
};
