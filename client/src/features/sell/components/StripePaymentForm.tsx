import { Alert, Flex, Spin } from 'antd';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useState, type FormEvent } from 'react';
import { PaymentErrorAlert } from '@/features/sell/components/PaymentErrorAlert';
import {
  PAYMENT_ERROR_FALLBACK,
  PAYMENT_FORM_LOAD_FAILED,
  PAYMENT_SUCCESS_PATH,
} from '@/features/sell/payment';
import { colors, fontFamily } from '@/shared/theme';
import { AppButton } from '@/shared/ui/AppButton';

const stripeByKey = new Map<string, Promise<Stripe | null>>();

/** Stripe.js, loaded once per publishable key. */
export const getStripe = (publishableKey: string): Promise<Stripe | null> => {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch(() => null);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
};

type CardFormProps = { payLabel: string };

const CardForm = ({ payLabel }: CardFormProps) => {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setSubmitting(true);
    setError(null);
    const result = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}${PAYMENT_SUCCESS_PATH}` },
    });
    // Only reached when the payment could not be confirmed (success redirects away).
    const { type, message } = result.error;
    setError(
      type === 'card_error' || type === 'validation_error'
        ? (message ?? PAYMENT_ERROR_FALLBACK)
        : PAYMENT_ERROR_FALLBACK,
    );
    setSubmitting(false);
  };

  if (loadFailed)
    return <Alert type="error" showIcon role="alert" title={PAYMENT_FORM_LOAD_FAILED} />;

  return (
    <form onSubmit={(event) => void handleSubmit(event)} aria-label="Card payment">
      <Flex vertical gap={16}>
        {!ready && <Spin aria-label="Loading the payment form" />}
        <PaymentElement
          options={{ layout: 'tabs' }}
          onReady={() => setReady(true)}
          onLoadError={() => setLoadFailed(true)}
        />
        {error && <PaymentErrorAlert message={error} />}
        <AppButton htmlType="submit" size="full" loading={submitting} disabled={!stripe || !ready}>
          {payLabel}
        </AppButton>
      </Flex>
    </form>
  );
};

export type StripePaymentFormProps = {
  publishableKey: string;
  clientSecret: string;
  payLabel: string;
};

/** The Stripe Payment Element; confirmPayment returns to /sell/payment-success. */
export const StripePaymentForm = ({
  publishableKey,
  clientSecret,
  payLabel,
}: StripePaymentFormProps) => {
  const [stripe, setStripe] = useState<Stripe | null | undefined>(undefined);

  useEffect(() => {
    let current = true;
    void getStripe(publishableKey).then((loaded) => {
      if (current) setStripe(loaded);
    });
    return () => {
      current = false;
    };
  }, [publishableKey]);

  if (stripe === undefined) return <Spin aria-label="Loading the payment form" />;
  if (stripe === null) {
    return <Alert type="error" showIcon role="alert" title={PAYMENT_FORM_LOAD_FAILED} />;
  }
  return (
    <Elements
      stripe={stripe}
      options={{
        clientSecret,
        appearance: {
          theme: 'stripe',
          variables: { colorPrimary: colors.primary, fontFamily, borderRadius: '8px' },
        },
      }}
    >
      <CardForm payLabel={payLabel} />
    </Elements>
  );
};
