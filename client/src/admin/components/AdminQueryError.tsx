import { Alert } from 'antd';
import { errorMessage } from '@/api/baseQuery';
import { AppButton } from '@/shared/ui/AppButton';

type AdminQueryErrorProps = {
  /** The failed request's error (an ApiError from the base query). */
  error: unknown;
  /** What failed, in the spec's words (e.g. 'There was an error while fetching transactions'). */
  title?: string;
  onRetry?: () => void;
  retrying?: boolean;
};

/**
 * A failed load: the spec's context message when given, the classified request message
 * (admin.md §8; the server's own message for a 4xx that has one) and a Retry button.
 */
export const AdminQueryError = ({ error, title, onRetry, retrying }: AdminQueryErrorProps) => {
  const detail = errorMessage(error);
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={title ?? detail}
      description={title ? detail : undefined}
      action={
        onRetry && (
          <AppButton size="sm" variant="secondary" loading={retrying} onClick={onRetry}>
            Retry
          </AppButton>
        )
      }
    />
  );
};
