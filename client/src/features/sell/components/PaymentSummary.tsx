import { Divider, Flex, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { priceBreakdown } from '@/features/sell/payment';
import { formatPence } from '@/shared/format';
import { colors } from '@/shared/theme';

export type PaymentSummaryProps = {
  /** The order total from the server, pence incl. VAT; undefined while it loads. */
  totalAmount?: number;
  /** Pence taken off by a referral code (the whole total). */
  discount?: number;
  /** The referral code box. */
  referral: ReactNode;
  /** The card form, or the referral Submit button. */
  children: ReactNode;
};

const Line = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
  <div
    style={{
      display: 'flex',
      justifyContent: 'space-between',
      gap: 16,
      ...(strong ? { borderTop: `1px solid ${colors.border}`, paddingTop: 8 } : {}),
    }}
  >
    <dt style={{ margin: 0 }}>
      <Typography.Text strong={strong}>{label}</Typography.Text>
    </dt>
    <dd style={{ margin: 0 }}>
      <Typography.Text strong={strong}>{value}</Typography.Text>
    </dd>
  </div>
);

/**
 * Right column of the payment page: referral code, Subtotal (total / 1.2), VAT (total −
 * subtotal), an optional Discount, the Total in GBP, and the payment method.
 */
export const PaymentSummary = ({
  totalAmount,
  discount = 0,
  referral,
  children,
}: PaymentSummaryProps) => {
  const breakdown = totalAmount === undefined ? undefined : priceBreakdown(totalAmount);
  return (
    <section aria-labelledby="payment-summary-title">
      <Typography.Title level={2} id="payment-summary-title" style={{ fontSize: 22, marginTop: 0 }}>
        Payment summary
      </Typography.Title>
      {referral}
      {breakdown ? (
        <Flex vertical gap={8}>
          <dl style={{ display: 'flex', flexDirection: 'column', gap: 8, margin: 0 }}>
            <Line label="Subtotal" value={formatPence(breakdown.subtotal)} />
            <Line label="VAT (20%)" value={formatPence(breakdown.vat)} />
            {discount > 0 && <Line label="Discount" value={`−${formatPence(discount)}`} />}
            <Line
              label="Total"
              value={formatPence(Math.max(breakdown.total - discount, 0))}
              strong
            />
          </dl>
          <Typography.Text type="secondary">All prices in GBP and include VAT.</Typography.Text>
        </Flex>
      ) : (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      )}
      <Divider />
      {children}
    </section>
  );
};
