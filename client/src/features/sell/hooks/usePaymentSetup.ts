import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/api/baseQuery';
import {
  api,
  useCurrentUserQuery,
  useCreatePaymentCustomerMutation,
  useCreatePaymentIntentMutation,
  type ProductLineItemDto,
} from '@/api/generated';
import { useAppDispatch } from '@/app/store';
import { getOnboardingFlowId } from '@/features/onboarding/flowStorage';
import {
  CUSTOMER_WITHOUT_ID,
  PAYMENT_FORM_LOAD_FAILED,
  PAYMENT_SUCCESS_PATH,
} from '@/features/sell/payment';

export type PaymentSetup =
  | { state: 'loading' }
  | { state: 'redirect'; to: string; notice?: string }
  | {
      state: 'ready';
      transactionId: string;
      clientSecret: string;
      totalAmount: number;
      products: ProductLineItemDto[];
    }
  | { state: 'failed'; transactionId: string; message: string };

const errorCode = (error: unknown): string =>
  typeof error === 'object' && error !== null
    ? String((error as { data?: { code?: unknown } }).data?.code)
    : '';

/** The server's answer when a payment intent is asked for a sale that is already paid. */
const isAlreadyPaidError = (error: unknown): boolean =>
  ['SALE_ALREADY_PAID', 'NO_PAYMENT_DUE'].includes(errorCode(error));

/** Where the card provider sends a seller back after paying, for a payment it is confirming. */
const processingPath = (intent: { paymentIntentId: string; clientSecret: string }): string =>
  `${PAYMENT_SUCCESS_PATH}?${new URLSearchParams({
    payment_intent: intent.paymentIntentId,
    payment_intent_client_secret: intent.clientSecret,
    redirect_status: 'succeeded',
  }).toString()}`;

/** Shown on the terms page to a seller sent there from /sell/payment. */
export const TERMS_FIRST_NOTICE =
  'Please read and accept the terms and conditions before paying. You will go on to the payment page once you have agreed.';

const termsFirst = {
  state: 'redirect',
  to: '/sell/terms-and-conditions',
  notice: TERMS_FIRST_NOTICE,
} as const;

/**
 * The payment page's entry rules and set-up (customer.md §4 'Payment page entry'):
 * - the user cannot be loaded → /sell/get-started;
 * - no transaction in the onboarding flow → /sell/about-you;
 * - the sale is already paid or settled → /welcome-back, however the page was reached (Back
 *   after paying, a bookmark, history): the sale is read afresh from the server on every visit,
 *   never from the cache, and a 409 'already paid' from the payment intent leads there too;
 * - the terms are not accepted yet (no payment can be taken) → /sell/terms-and-conditions with
 *   a notice saying why;
 * - a payment is already being confirmed (processing) → the success page, which waits for it;
 * otherwise a card-provider customer (must come back with an id) and a payment intent
 * (clientSecret and a non-negative totalAmount, priced by the server).
 */
export const usePaymentSetup = (): PaymentSetup => {
  const [transactionId] = useState(() => getOnboardingFlowId('sell'));
  const user = useCurrentUserQuery();
  const signedIn = user.data !== undefined;
  const dispatch = useAppDispatch();
  const [createCustomer] = useCreatePaymentCustomerMutation();
  const [createPaymentIntent] = useCreatePaymentIntentMutation();
  const started = useRef(false);
  const [result, setResult] = useState<PaymentSetup>({ state: 'loading' });

  useEffect(() => {
    if (!transactionId || !signedIn || started.current) return;
    started.current = true;
    const paidAlready = { state: 'redirect', to: '/welcome-back' } as const;
    const setUp = async () => {
      try {
        const sale = await dispatch(
          api.endpoints.sale.initiate(
            { id: transactionId },
            { subscribe: false, forceRefetch: true },
          ),
        ).unwrap();
        // The server says whether the sale is paid (or settled by a code): `complete`.
        if (sale.complete) {
          setResult(paidAlready);
          return;
        }
        if (!sale.terms_and_conditions) {
          setResult(termsFirst);
          return;
        }
      } catch (error) {
        setResult({ state: 'failed', transactionId, message: errorMessage(error) });
        return;
      }
      let customerId: string;
      try {
        const customer = await createCustomer().unwrap();
        if (!customer.id) throw new Error(CUSTOMER_WITHOUT_ID);
        customerId = customer.id;
      } catch (error) {
        const message = error instanceof Error ? error.message : errorMessage(error);
        setResult({ state: 'failed', transactionId, message });
        return;
      }
      try {
        const intent = await createPaymentIntent({
          createPaymentIntentDto: { transactionId, stripeCustomerId: customerId },
        }).unwrap();
        // Paid already and being confirmed: the success page waits for it, as it does when the
        // card form returns there, instead of a card form that would take the fee twice.
        if (intent.status === 'processing') {
          setResult({ state: 'redirect', to: processingPath(intent) });
          return;
        }
        const valid =
          typeof intent.clientSecret === 'string' &&
          intent.clientSecret !== '' &&
          typeof intent.totalAmount === 'number' &&
          Number.isFinite(intent.totalAmount) &&
          intent.totalAmount >= 0;
        setResult(
          valid
            ? {
                state: 'ready',
                transactionId,
                clientSecret: intent.clientSecret,
                totalAmount: intent.totalAmount,
                products: intent.products ?? [],
              }
            : { state: 'failed', transactionId, message: PAYMENT_FORM_LOAD_FAILED },
        );
      } catch (error) {
        if (isAlreadyPaidError(error)) setResult(paidAlready);
        else if (errorCode(error) === 'TERMS_NOT_ACCEPTED') setResult(termsFirst);
        else setResult({ state: 'failed', transactionId, message: errorMessage(error) });
      }
    };
    void setUp();
  }, [transactionId, signedIn, dispatch, createCustomer, createPaymentIntent]);

  if (user.isError) return { state: 'redirect', to: '/sell/get-started' };
  if (!transactionId) return { state: 'redirect', to: '/sell/about-you' };
  return result;
};
