import { Alert } from 'antd';
import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import {
  useCurrentUserQuery,
  usePaymentStatusQuery,
  useSaleQuery,
  useLatestSaleQuery,
} from '@/api/generated';
import { getOnboardingFlowId } from '@/features/onboarding/flowStorage';
import { OnboardingLayout } from '@/features/onboarding/components/OnboardingLayout';
import { SuccessPage } from '@/features/onboarding/pages/SuccessPage';
import { usePublicConfig } from '@/features/public-config/hooks/usePublicConfig';
import { getStripe } from '@/features/sell/components/StripePaymentForm';
import { paymentStatusMessage } from '@/features/sell/payment';
import { AppLinkButton } from '@/shared/ui/AppLinkButton';
import { FullPageLoader } from '@/shared/ui/FullPageLoader';

type StatusState = { status: string | null; transactionId?: string; loading: boolean };

/** How often the page asks again while a payment is processing. */
export const PROCESSING_POLL_MS = 3_000;

/**
 * The payment's status: the server confirms it (GET /stripe/payment-intent/{id}/status, which
 * settles the sale if the webhook has not yet), and with Stripe the client also retrieves it by
 * the client secret from the return URL. While it is processing the server is asked again.
 */

const usePaymentStatus = (paymentIntentId: string | null, clientSecret: string | null) => {
  const { stripePublishableKey } = usePublicConfig();
  // When the page first saw the payment processing: later answers of the server's poll win.
  const [processingSince, setProcessingSince] = useState<number | null>(null);
  // While the payment is processing the server is asked again until it is through (the webhook
  // or, in the simulator, its job settles it meanwhile).
  const [polling, setPolling] = useState(false);
  const server = usePaymentStatusQuery(
    { id: paymentIntentId ?? '' },
    { skip: !paymentIntentId, pollingInterval: polling ? PROCESSING_POLL_MS : 0 },
  );
  const [stripeStatus, setStripeStatus] = useState<string | null | undefined>(
    stripePublishableKey && clientSecret ? undefined : null,
  );

  useEffect(() => {
    if (!stripePublishableKey || !clientSecret) return undefined;
    let current = true;
    const retrieve = async () => {
      const stripe = await getStripe(stripePublishableKey);
      const retrieved = await stripe?.retrievePaymentIntent(clientSecret).catch(() => undefined);
      if (current) setStripeStatus(retrieved?.paymentIntent?.status ?? null);
    };
    void retrieve();
    return () => {
      current = false;
    };
  }, [stripePublishableKey, clientSecret]);

  const serverSettled = !server.isUninitialized && !server.isLoading;
  // At arrival Stripe.js's answer comes first; once the page is waiting on a processing
  // payment, each newer answer of the server's poll says how it stands.
  const polledSince =
    processingSince !== null && (server.fulfilledTimeStamp ?? 0) > processingSince;
  const status = polledSince
    ? (server.data?.status ?? null)
    : (stripeStatus ?? server.data?.status ?? null);
  const nowProcessing = status === 'processing';
  useEffect(() => {
    if (nowProcessing) setProcessingSince((since) => since ?? Date.now());
    setPolling(nowProcessing);
  }, [nowProcessing]);
  const state: StatusState = {
    status,
    transactionId: server.data?.transactionId,
    loading: !serverSettled || stripeStatus === undefined,
  };
  return state;
};

/**
 * The sale being paid for: the onboarding flow's, else the user's latest; `missing` once it is
 * clear there is none (no flow, and the latest cannot be read).
 */
const useSaleId = (): { id?: string; missing: boolean } => {
  const [flowId] = useState(() => getOnboardingFlowId('sell'));
  const user = useCurrentUserQuery();
  const latest = useLatestSaleQuery(
    { userId: user.data?._id ?? '' },
    { skip: Boolean(flowId) || !user.data },
  );
  const id = flowId ?? latest.data?._id;
  return { id, missing: !id && (user.isError || latest.isError || (latest.isSuccess && !id)) };
};

/** customer.md §8 says what a card payment shows; a referral code made the fee nothing. */
export const COVERED_BY_CODE_TEXT = [
  'Your referral code covers the onboarding fee, so you have not been charged. Your sale is registered with us.',
  "We'll now order your property searches and let you know as soon as they are back. Your property dashboard shows what happens next.",
];

/** Under 'Your payment is processing.' (customer.md §4) while the page waits for it. */
export const PROCESSING_TEXT =
  'Your card provider is still confirming the payment. This page updates by itself when it is through, and we e-mail you then.';

export const NOT_PAID_YET = 'Your sale is not paid yet';
export const NOT_PAID_YET_TEXT =
  'We have not received a payment or a referral code for this sale, so it is not registered yet. Go to the payment page to pay or to enter your referral code.';

/**
 * After a referral code: the server says whether the sale is settled (`complete`), read afresh,
 * never from the cache; a sale that is not is not congratulated.
 */
const CodeSettledPage = ({ saleId }: { saleId: string }) => {
  const sale = useSaleQuery({ id: saleId }, { refetchOnMountOrArgChange: true });
  if (sale.isFetching || sale.isUninitialized) {
    return <FullPageLoader label="Checking your sale..." />;
  }
  if (sale.data?.complete && !sale.isError) {
    return <SuccessPage role="sell" id={saleId} text={COVERED_BY_CODE_TEXT} />;
  }
  return (
    <OnboardingLayout role="sell" step="payment" title="Payment">
      <Alert
        type="warning"
        showIcon
        role="alert"
        title={sale.isError ? 'We could not check your sale' : NOT_PAID_YET}
        description={
          sale.isError
            ? 'Go to the payment page: it shows whether anything is left to pay.'
            : NOT_PAID_YET_TEXT
        }
        style={{ marginBottom: 16 }}
      />
      <AppLinkButton to="/sell/payment">Go to payment</AppLinkButton>
    </OnboardingLayout>
  );
};

/**
 * /sell/payment-success: reached from the card form (payment_intent, redirect_status) or after a
 * referral code (code=true); anything else goes back to /sell/payment.
 */
export const SellPaymentSuccessPage = () => {
  const [params] = useSearchParams();
  const paymentIntent = params.get('payment_intent');
  const redirectStatus = params.get('redirect_status');
  const byCode = params.get('code') === 'true';
  const paid = redirectStatus === 'succeeded' && Boolean(paymentIntent);
  const { id: flowSaleId, missing } = useSaleId();
  const { status, loading, transactionId } = usePaymentStatus(
    byCode || !paid ? null : paymentIntent,
    params.get('payment_intent_client_secret'),
  );

  if (!paid && !byCode) return <Navigate to="/sell/payment" replace />;
  const saleId = transactionId ?? flowSaleId;
  if (byCode) {
    if (missing) return <Navigate to="/welcome-back" replace />;
    if (!saleId) return <FullPageLoader label="Checking your sale..." />;
    return <CodeSettledPage saleId={saleId} />;
  }
  if (loading) return <FullPageLoader label="Checking your payment..." />;

  const message = paymentStatusMessage(status);
  if (status !== 'succeeded' && status !== 'processing') {
    return (
      <OnboardingLayout role="sell" step="payment" title="Payment">
        <Alert type="error" showIcon role="alert" title={message} style={{ marginBottom: 16 }} />
        <AppLinkButton to="/sell/payment">Back to payment</AppLinkButton>
      </OnboardingLayout>
    );
  }
  return (
    <SuccessPage
      role="sell"
      id={saleId}
      status={
        <Alert
          type={status === 'succeeded' ? 'success' : 'info'}
          showIcon
          role="status"
          title={message}
          description={status === 'processing' ? PROCESSING_TEXT : undefined}
        />
      }
    />
  );
};
