import { Alert, Flex } from 'antd';
import { AppLinkButton } from '@/shared/ui/AppLinkButton';
import { AskForChange } from './AskForChange';

export const SALE_LOCKED_TITLE =
  'Your sale is paid, so these answers can no longer be changed here.';
export const PURCHASE_LOCKED_TITLE =
  'Your purchase is confirmed, so these answers can no longer be changed here.';

type LockedAnswersNoticeProps = { kind: 'sale' | 'purchase'; id: string };

/**
 * Above the read-only answers of a paid sale or a confirmed purchase on the onboarding pages:
 * why they cannot be changed, how to ask for a change, and the way back to the dashboard.
 */
export const LockedAnswersNotice = ({ kind, id }: LockedAnswersNoticeProps) => (
  <Alert
    type="info"
    role="note"
    showIcon
    style={{ marginBottom: 24 }}
    title={kind === 'sale' ? SALE_LOCKED_TITLE : PURCHASE_LOCKED_TITLE}
    description={
      <Flex vertical gap={12}>
        <span>If something is wrong or has changed, ask us and our team will update it.</span>
        <Flex gap={8} wrap>
          <AskForChange kind={kind} id={id} size="sm" />
          <AppLinkButton
            size="sm"
            variant="link"
            to={`/dashboard/${kind === 'sale' ? 'sell' : 'buy'}/${id}`}
          >
            Back to your dashboard
          </AppLinkButton>
        </Flex>
      </Flex>
    }
  />
);
