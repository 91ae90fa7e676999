import { Alert, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import type { UserDto } from '@/api/generated';
import { errorMessage } from '@/api/baseQuery';
import { TwoStepConfirm } from '@/admin/components/TwoStepConfirm';
import { useAuth } from '@/features/auth/hooks/useAuth';
import { formatDate } from '@/shared/format';
import { AppButton } from '@/shared/ui/AppButton';
import { useDeactivateUserMutation, useReactivateUserMutation } from '@/api/generated';

/** The user's status as staff read it. */
export const accessStatus = (user: Pick<UserDto, 'active' | 'deactivated_at'>): string => {
  if (user.deactivated_at) return `Deactivated on ${formatDate(user.deactivated_at)}`;
  return user.active ? 'Active' : 'Not yet activated (has not opened a sign-in link)';
};

/**
 * Whether the user can sign in, and Deactivate / Reactivate through 'Are you sure?'. No admin
 * deactivates themselves (the server refuses it too).
 */
export const UserAccessCard = ({ user }: { user: UserDto }) => {
  const { user: me } = useAuth();
  const [deactivate, deactivating] = useDeactivateUserMutation();
  const [reactivate, reactivating] = useReactivateUserMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const deactivated = user.deactivated_at !== null;
  const isMe = me?._id === user._id;

  const handleConfirm = async () => {
    setFailure(null);
    try {
      await (deactivated ? reactivate({ id: user._id }) : deactivate({ id: user._id })).unwrap();
    } catch (error) {
      setFailure(
        errorMessage(error) ||
          `There was an error ${deactivated ? 'reactivating' : 'deactivating'} the user`,
      );
      throw error;
    }
  };

  return (
    <Card title="Access">
      <Flex vertical gap={12}>
        <Typography.Text>
          Status: <Typography.Text strong>{accessStatus(user)}</Typography.Text>
        </Typography.Text>
        {isMe ? (
          <Typography.Text type="secondary">
            You cannot deactivate your own account.
          </Typography.Text>
        ) : (
          <TwoStepConfirm<null>
            onConfirm={handleConfirm}
            confirming={deactivating.isLoading || reactivating.isLoading}
            confirmLabel={deactivated ? 'Reactivate' : 'Deactivate'}
            summary={() =>
              deactivated
                ? 'They will be able to sign in again with a new sign-in link.'
                : 'They will be signed out everywhere at once, their unused sign-in links will stop working, and they cannot sign in until reactivated.'
            }
          >
            {(ask) => (
              <div>
                <AppButton variant="secondary" onClick={() => ask(null)}>
                  {deactivated ? 'Reactivate' : 'Deactivate'}
                </AppButton>
              </div>
            )}
          </TwoStepConfirm>
        )}
        {failure && <Alert type="error" showIcon role="alert" title={failure} />}
      </Flex>
    </Card>
  );
};
