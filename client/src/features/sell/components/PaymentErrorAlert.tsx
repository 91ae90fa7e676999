import { Alert } from 'antd';
import {
  PAYMENT_ERROR_FALLBACK,
  PAYMENT_ERROR_HINT,
  PAYMENT_ERROR_TITLE,
} from '@/features/sell/payment';

type PaymentErrorAlertProps = { message?: string };

/** 'Payment Error', the provider's message (or 'An unexpected error occurred.'), and the hint. */
export const PaymentErrorAlert = ({ message }: PaymentErrorAlertProps) => (
  <Alert
    type="error"
    showIcon
    role="alert"
    title={PAYMENT_ERROR_TITLE}
    description={
      <>
        <div>{message || PAYMENT_ERROR_FALLBACK}</div>
        <div>{PAYMENT_ERROR_HINT}</div>
      </>
    }
  />
);
