import { Alert, Flex, Typography } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { isApiError, serverMessageOr } from '@/api/baseQuery';
import { useRequestPurchaseUpdateMutation, useRequestSaleUpdateMutation } from '@/api/generated';
import { AppButton } from '@/shared/ui/AppButton';
import type { TrackerKind } from './trackerApi';

export const REQUEST_UPDATE_MESSAGES = {
  button: 'Request an update',
  sent: 'Thanks. We have asked the team for an update, and we will reply by e-mail.',
  failed: 'Your request was not sent. Please try again.',
} as const;

/**
 * What came of the request: sent; refused by the server (a 409: asked today already, or nothing
 * to report yet), which replaces the button; or failed, which keeps it so the customer can try
 * again.
 */
type Outcome =
  | { state: 'sent' }
  | { state: 'refused'; message: string }
  | { state: 'failed'; message: string };

/**
 * "Request an update" under the tracker (issue 36): the customer asks the team where their sale or
 * purchase stands (POST …/update-requests, no body; the base query adds the Idempotency-Key), and
 * the answer comes by e-mail. The outcome takes the button's place and is announced; the focus
 * moves to it, so a keyboard user is not left on a button that is gone.
 */
export const RequestUpdate = ({ kind, id }: { kind: TrackerKind; id: string }) => {
  const headingId = useId();
  const [requestSale, saleRequest] = useRequestSaleUpdateMutation();
  const [requestPurchase, purchaseRequest] = useRequestPurchaseUpdateMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const sending = saleRequest.isLoading || purchaseRequest.isLoading;
  const answered = outcome !== null && outcome.state !== 'failed';

  useEffect(() => {
    if (answered) outcomeRef.current?.focus();
  }, [answered]);

  const handleRequest = async () => {
    setOutcome(null);
    try {
      await (
        kind === 'sale'
          ? requestSale({ transactionId: id })
          : requestPurchase({ purchaseIntentId: id })
      ).unwrap();
      setOutcome({ state: 'sent' });
    } catch (error) {
      const message = serverMessageOr(error, REQUEST_UPDATE_MESSAGES.failed);
      setOutcome(
        isApiError(error) && error.status === 409
          ? { state: 'refused', message }
          : { state: 'failed', message },
      );
    }
  };

  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={3} id={headingId} style={{ fontSize: 16, margin: '0 0 8px' }}>
        Need an update?
      </Typography.Title>
      {answered ? (
        <div ref={outcomeRef} tabIndex={-1} style={{ outline: 'none' }}>
          {outcome.state === 'sent' ? (
            <Alert
              type="success"
              showIcon
              role="status"
              aria-live="polite"
              title={REQUEST_UPDATE_MESSAGES.sent}
            />
          ) : (
            <Alert
              type="info"
              showIcon
              role="alert"
              aria-live="assertive"
              title={outcome.message}
            />
          )}
        </div>
      ) : (
        <Flex vertical gap={12} align="flex-start">
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            Ask the team where things stand, and we will reply by e-mail.
          </Typography.Paragraph>
          <AppButton
            variant="secondary"
            size="flex"
            loading={sending}
            onClick={() => void handleRequest()}
          >
            {REQUEST_UPDATE_MESSAGES.button}
          </AppButton>
          {outcome?.state === 'failed' && (
            <Alert
              type="error"
              showIcon
              role="alert"
              aria-live="assertive"
              title={outcome.message}
              style={{ alignSelf: 'stretch' }}
            />
          )}
        </Flex>
      )}
    </section>
  );
};
