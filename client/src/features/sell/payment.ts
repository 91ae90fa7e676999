/** Payment wording and sums (customer.md §4, §8, §9). Amounts are pence, VAT included. */

export const VAT_DIVISOR = 1.2;

export type PriceBreakdown = { subtotal: number; vat: number; total: number };

/** Subtotal = total / 1.2 (to the penny), VAT = total − subtotal. */
export const priceBreakdown = (total: number): PriceBreakdown => {
  const subtotal = Math.round(total / VAT_DIVISOR);
  return { subtotal, vat: total - subtotal, total };
};

export const paymentStatusMessages: Record<string, string> = {
  succeeded: 'Payment succeeded!',
  processing: 'Your payment is processing.',
  requires_payment_method: 'Your payment was not successful, please try again.',
};

/** The message for a card payment status; anything unlisted is 'Something went wrong.'. */
export const paymentStatusMessage = (status: string | undefined | null): string =>
  (status && paymentStatusMessages[status]) || 'Something went wrong.';

export const PAYMENT_ERROR_TITLE = 'Payment Error';
export const PAYMENT_ERROR_FALLBACK = 'An unexpected error occurred.';
export const PAYMENT_ERROR_HINT = 'Please check your details and try again.';
export const PAYMENT_FORM_LOAD_FAILED =
  'Payment form failed to load. Please refresh the page and try again. If the issue persists, please email support.';
export const CUSTOMER_WITHOUT_ID = 'Stripe customer created without ID';
export const REFERRAL_CODE_INVALID = 'Code not valid';

export const referralSubmitFailed = (supportEmail: string): string =>
  `There was an error submitting the form, please contact support at ${supportEmail}`;

export const PAYMENT_SUCCESS_PATH = '/sell/payment-success';
