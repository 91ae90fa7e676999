import { ExperimentOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/api/baseQuery';
import { useDevConfirmPaymentMutation } from '@/api/generated';
import { PaymentErrorAlert } from '@/features/sell/components/PaymentErrorAlert';
import { colors } from '@/shared/theme';
import { AppButton } from '@/shared/ui/AppButton';
import { AppIcon } from '@/shared/ui/AppIcon';

export const SIMULATOR_TITLE = 'Payment simulator — no real card is charged';

type Outcome = 'succeeded' | 'requires_payment_method' | 'processing';

export type SimulatedPaymentFormProps = { clientSecret: string; payLabel: string };

/** A path inside this app from the simulator's redirect URL (absolute or relative). */
const inAppPath = (url: string): string => {
  const parsed = new URL(url, window.location.origin);
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
};

/**
 * Stands in for the card form when no Stripe key is configured (DESIGN.md): the outcome buttons
 * run the same server handler as Stripe's webhook, then follow the returned redirect.
 */
export const SimulatedPaymentForm = ({ clientSecret, payLabel }: SimulatedPaymentFormProps) => {
  const navigate = useNavigate();
  const [confirm] = useDevConfirmPaymentMutation();
  const [pending, setPending] = useState<Outcome | null>(null);
  const [error, setError] = useState<string | null>(null);

  const handleOutcome = async (outcome: Outcome) => {
    setPending(outcome);
    setError(null);
    try {
      const result = await confirm({ simulatedConfirmDto: { clientSecret, outcome } }).unwrap();
      if (result.status === 'requires_payment_method') {
        setError(result.error || 'Your card was declined.');
        setPending(null);
        return;
      }
      await navigate(inAppPath(result.redirectUrl));
    } catch (failure) {
      setError(errorMessage(failure));
      setPending(null);
    }
  };

  return (
    <section
      aria-labelledby="payment-simulator-title"
      style={{ border: `2px dashed ${colors.warning}`, borderRadius: 8, padding: 16 }}
    >
      <Flex vertical gap={12}>
        <Typography.Title
          level={3}
          id="payment-simulator-title"
          style={{ fontSize: 18, margin: 0 }}
        >
          <AppIcon icon={ExperimentOutlined} color="warm" /> {SIMULATOR_TITLE}
        </Typography.Title>
        <Typography.Text type="secondary">
          This environment has no card provider. Choose what the simulated card does; the order is
          updated exactly as a real payment would update it.
        </Typography.Text>
        {error && <PaymentErrorAlert message={error} />}
        <AppButton
          size="full"
          loading={pending === 'succeeded'}
          disabled={pending !== null}
          onClick={() => void handleOutcome('succeeded')}
        >
          {payLabel} (succeeds)
        </AppButton>
        <AppButton
          size="full"
          variant="secondary"
          loading={pending === 'requires_payment_method'}
          disabled={pending !== null}
          onClick={() => void handleOutcome('requires_payment_method')}
        >
          Simulate a declined card
        </AppButton>
        <AppButton
          size="full"
          variant="secondary"
          loading={pending === 'processing'}
          disabled={pending !== null}
          onClick={() => void handleOutcome('processing')}
        >
          Simulate a payment that is still processing
        </AppButton>
        <Typography.Text type="secondary">
          A processing payment goes through by itself a few seconds later, as the card provider
          would confirm it.
        </Typography.Text>
      </Flex>
    </section>
  );
};
