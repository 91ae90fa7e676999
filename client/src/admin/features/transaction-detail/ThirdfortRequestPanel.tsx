import { Button, Card, Flex, Typography } from 'antd';
import type { ThirdfortEmailDto } from '@/api/generated';
import { serverMessageOr } from '@/api/baseQuery';
import { FlashMessageAlert } from '@/admin/components/FlashMessageAlert';
import { useAutoClearMessage } from '@/admin/hooks/useAutoClearMessage';
import { useSendThirdfortEmailMutation } from './identityChecksApi';
import { THIRDFORT_MESSAGES } from './ThirdfortMessages';

type Role = ThirdfortEmailDto['role'];

const EMAIL_BUTTONS: readonly [Role, string][] = [
  ['sell', 'Email Estate Agent (Sellers)'],
  ['buy', 'Email Estate Agent (Buyers)'],
];

/** admin.md §8 'Thirdfort email': the server's message, or the spec's fallback. */
const emailFailure = (error: unknown): string =>
  serverMessageOr(error, THIRDFORT_MESSAGES.emailFailed);

type ThirdfortRequestPanelProps = { transactionId: string };

/**
 * The detail page's Thirdfort request panel (admin.md §2, §7 'Send estate agent Thirdfort
 * email'): e-mails the estate agent where the sellers' or the buyers' checks stand.
 */
export const ThirdfortRequestPanel = ({ transactionId }: ThirdfortRequestPanelProps) => {
  const [send, sending] = useSendThirdfortEmailMutation();
  const flash = useAutoClearMessage();
  const sendingRole = sending.isLoading ? sending.originalArgs?.thirdfortEmailDto.role : undefined;

  const handleSend = async (role: Role) => {
    const result = await send({ transactionId, thirdfortEmailDto: { role } });
    if ('error' in result) return flash.showError(emailFailure(result.error));
    flash.showSuccess(THIRDFORT_MESSAGES.emailSent);
  };

  return (
    <Card title="Thirdfort request" size="small">
      <Flex vertical gap={12}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          Tells the estate agent&apos;s Thirdfort contacts where the identity checks of the sellers,
          or of the active purchase&apos;s buyers and giftors, stand.
        </Typography.Paragraph>
        <FlashMessageAlert message={flash.message} onClose={flash.clear} />
        <Flex wrap gap={8}>
          {EMAIL_BUTTONS.map(([role, label]) => (
            <Button
              key={role}
              loading={sendingRole === role}
              disabled={sendingRole !== undefined && sendingRole !== role}
              onClick={() => void handleSend(role)}
            >
              {label}
            </Button>
          ))}
        </Flex>
      </Flex>
    </Card>
  );
};
