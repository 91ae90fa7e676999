import { Alert } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import type { FormFailure } from './useMutationForm';

type FormFailureAlertProps = {
  /** From `useMutationForm`; nothing is shown while it is null. */
  failure: FormFailure | null;
  /** A button beside the message (e.g. 'Go back'). */
  action?: ReactNode;
  style?: CSSProperties;
};

/**
 * A form's one failure alert: announced (`role="alert"`), the headline and its detail, several
 * server messages one per line.
 */
export const FormFailureAlert = ({ failure, action, style }: FormFailureAlertProps) =>
  failure ? (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={failure.title}
      description={failure.detail}
      action={action}
      style={{ whiteSpace: 'pre-line', ...style }}
    />
  ) : null;
