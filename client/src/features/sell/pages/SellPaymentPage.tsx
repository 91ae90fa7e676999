import { Alert, Col, Flex, Row, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { serverMessageOr } from '@/api/baseQuery';
import { OnboardingLayout } from '@/features/onboarding/components/OnboardingLayout';
import { StepActions } from '@/features/onboarding/components/StepActions';
import { usePublicConfig } from '@/features/public-config/hooks/usePublicConfig';
import { useApplyReferralCodeMutation } from '@/api/generated';
import { PaymentSummary } from '@/features/sell/components/PaymentSummary';
import { ReferralCodeBox } from '@/features/sell/components/ReferralCodeBox';
import { SimulatedPaymentForm } from '@/features/sell/components/SimulatedPaymentForm';
import { StripePaymentForm } from '@/features/sell/components/StripePaymentForm';
import { WhatsIncluded } from '@/features/sell/components/WhatsIncluded';
import { usePaymentSetup, type PaymentSetup } from '@/features/sell/hooks/usePaymentSetup';
import {
  PAYMENT_FORM_LOAD_FAILED,
  PAYMENT_SUCCESS_PATH,
  referralSubmitFailed,
} from '@/features/sell/payment';
import { formatPence } from '@/shared/format';
import { AppButton } from '@/shared/ui/AppButton';
import { FullPageLoader } from '@/shared/ui/FullPageLoader';

type PaymentMethodProps = { setup: Extract<PaymentSetup, { state: 'ready' }> };

/** The card form: Stripe's Payment Element, or the local simulator when there is no Stripe key. */
const PaymentMethod = ({ setup }: PaymentMethodProps) => {
  const { stripePublishableKey, simulators } = usePublicConfig();
  const payLabel = `Pay ${formatPence(setup.totalAmount)}`;
  if (stripePublishableKey) {
    return (
      <StripePaymentForm
        publishableKey={stripePublishableKey}
        clientSecret={setup.clientSecret}
        payLabel={payLabel}
      />
    );
  }
  if (simulators?.payments) {
    return <SimulatedPaymentForm clientSecret={setup.clientSecret} payLabel={payLabel} />;
  }
  return <Alert type="error" showIcon role="alert" title={PAYMENT_FORM_LOAD_FAILED} />;
};

/** /sell/payment: what's included, the payment summary, and card payment or a referral code. */
export const SellPaymentPage = () => {
  const setup = usePaymentSetup();
  const { supportEmail } = usePublicConfig();
  const navigate = useNavigate();
  const [referralCode, setReferralCode] = useState<string | null>(null);
  const [applyReferralCode, applying] = useApplyReferralCodeMutation();
  const [submitError, setSubmitError] = useState<{ title: string; detail?: string } | null>(null);
  // Set once the code is applied: the sale now reads as paid, and the entry rule below must not
  // send the seller to /welcome-back while the success page is still loading.
  const [leaving, setLeaving] = useState(false);

  if (leaving) return <FullPageLoader />;
  if (setup.state === 'redirect') {
    return (
      <Navigate to={setup.to} replace state={setup.notice ? { notice: setup.notice } : undefined} />
    );
  }
  if (setup.state === 'loading') return <FullPageLoader />;

  const totalAmount = setup.state === 'ready' ? setup.totalAmount : undefined;

  const handleReferralSubmit = async () => {
    if (!referralCode) return;
    setSubmitError(null);
    try {
      await applyReferralCode({
        id: setup.transactionId,
        applyReferralCodeDto: { referralCode },
      }).unwrap();
      setLeaving(true);
      await navigate(`${PAYMENT_SUCCESS_PATH}?code=true`);
    } catch (error) {
      // The spec's sentence, with the server's own reason when it gave one (issue 25: a code
      // that expired meanwhile, terms not accepted, a sale already paid).
      setSubmitError({
        title: referralSubmitFailed(supportEmail),
        detail: serverMessageOr(error, '') || undefined,
      });
    }
  };

  const handleVerifiedChange = (code: string | null) => {
    setReferralCode(code);
    setSubmitError(null);
  };

  return (
    <OnboardingLayout role="sell" step="payment" title="Payment" width="wide">
      <Row gutter={[32, 32]}>
        <Col xs={24} lg={12}>
          <WhatsIncluded products={setup.state === 'ready' ? setup.products : undefined} />
        </Col>
        <Col xs={24} lg={12}>
          <PaymentSummary
            totalAmount={totalAmount}
            discount={referralCode && totalAmount !== undefined ? totalAmount : 0}
            referral={<ReferralCodeBox onVerifiedChange={handleVerifiedChange} />}
          >
            {referralCode ? (
              <Flex vertical gap={12}>
                <Typography.Text>
                  Your referral code covers the fee: there is nothing to pay.
                </Typography.Text>
                {submitError && (
                  <Alert
                    type="error"
                    showIcon
                    role="alert"
                    title={submitError.title}
                    description={submitError.detail}
                  />
                )}
                <AppButton
                  size="full"
                  loading={applying.isLoading}
                  onClick={() => void handleReferralSubmit()}
                >
                  Submit
                </AppButton>
              </Flex>
            ) : (
              <section aria-labelledby="payment-method-title">
                <Typography.Title
                  level={3}
                  id="payment-method-title"
                  style={{ fontSize: 18, marginTop: 0 }}
                >
                  Payment method
                </Typography.Title>
                {setup.state === 'ready' ? (
                  <PaymentMethod setup={setup} />
                ) : (
                  <Alert
                    type="error"
                    showIcon
                    role="alert"
                    title={PAYMENT_FORM_LOAD_FAILED}
                    description={setup.message}
                  />
                )}
              </section>
            )}
          </PaymentSummary>
        </Col>
      </Row>
      <StepActions backTo="/sell/terms-and-conditions" primary={<span />} />
    </OnboardingLayout>
  );
};
