import { Button, Card, Flex, Tooltip, Typography } from 'antd';
import { useId } from 'react';
import type { ThirdfortEmailDto } from '@/api/generated';
import { serverMessageOr } from '@/api/baseQuery';
import { FlashMessageAlert } from '@/admin/components/FlashMessageAlert';
import { useAutoClearMessage } from '@/admin/hooks/useAutoClearMessage';
import { useSendThirdfortEmailMutation, useAdminSaleQuery } from '@/api/generated';
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
  // The detail page has the sale already: why each e-mail cannot go, before anyone clicks.
  const sale = useAdminSaleQuery({ id: transactionId });
  const blocked = sale.data?.thirdfort_email_blocked;
  const reasonIdBase = useId();

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
          {EMAIL_BUTTONS.map(([role, label]) => {
            const reason = blocked?.[role] ?? null;
            const button = (
              <Button
                loading={sendingRole === role}
                disabled={reason !== null || (sendingRole !== undefined && sendingRole !== role)}
                aria-describedby={reason ? `${reasonIdBase}-${role}` : undefined}
                onClick={() => void handleSend(role)}
              >
                {label}
              </Button>
            );
            // one shape whether or not it is blocked, so the button is never remounted; a
            // disabled button gets no pointer events, so the wrapper shows the tooltip
            return (
              <Tooltip key={role} title={reason ?? undefined}>
                <span>{button}</span>
              </Tooltip>
            );
          })}
        </Flex>
        {EMAIL_BUTTONS.map(([role, label]) =>
          blocked?.[role] ? (
            <Typography.Text key={role} type="secondary" id={`${reasonIdBase}-${role}`}>
              {label}: {blocked[role]}
            </Typography.Text>
          ) : null,
        )}
      </Flex>
    </Card>
  );
};
