import { Alert } from 'antd';
import type { CSSProperties } from 'react';
import { errorMessage } from '@/api/baseQuery';
import { usePublicConfig } from '@/features/public-config/hooks/usePublicConfig';
import { tryAgainOrContactSupport } from '@/shared/supportMessages';
import { AppButton } from '@/shared/ui/AppButton';

type QueryErrorAlertProps = {
  /** The failed request's error (an RTK Query error or a thrown one). */
  error: unknown;
  onRetry: () => void;
  /** The retry is under way: the button shows it and cannot be pressed twice. */
  retrying?: boolean;
  /**
   * A fixed headline, with the request's own message below it; by default the headline is that
   * message with 'Please try again or contact support at {email}' (customer.md §8).
   */
  title?: string;
  style?: CSSProperties;
};

/** Loading something failed: what went wrong and a Retry button, announced as an alert. */
export const QueryErrorAlert = ({
  error,
  onRetry,
  retrying,
  title,
  style,
}: QueryErrorAlertProps) => {
  const { supportEmail } = usePublicConfig();
  const message = errorMessage(error);
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      style={style}
      title={title ?? tryAgainOrContactSupport(message, supportEmail)}
      description={title ? message : undefined}
      action={
        <AppButton size="sm" variant="secondary" loading={retrying} onClick={onRetry}>
          Retry
        </AppButton>
      }
    />
  );
};
