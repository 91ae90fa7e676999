import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { OrderRow } from '../orders.repository';

export class OrderItemDto {
  @ApiProperty({ example: 'Service fee' }) product_name!: string;
  @ApiProperty({ description: 'Pence, including VAT', example: 24000 }) product_price!: number;
  @ApiProperty({ example: 1 }) quantity!: number;
  @ApiProperty({ example: true }) incVat!: boolean;
}

export class PaymentToRefundDto {
  @ApiProperty({ description: 'The PaymentIntent to refund', example: 'pi_3Q0abc' })
  payment_intent_id!: string;
  @ApiProperty({ description: 'Pence', example: 72000 }) amount!: number;
  @ApiProperty({ example: 'gbp' }) currency!: string;
  @ApiProperty({ format: 'date-time' }) recorded_at!: string;
}

export class OrderDto {
  @ApiProperty() _id!: string;
  @ApiProperty({ type: [OrderItemDto] }) items!: OrderItemDto[];
  @ApiProperty({ description: 'Pence, including VAT; 0 once a referral code applied' })
  total_amount!: number;
  @ApiProperty({ example: 'gbp' }) currency!: string;
  @ApiPropertyOptional({ nullable: true, type: String, description: 'Referral code applied' })
  code!: string | null;
  @ApiProperty({
    enum: ['stripe_direct', 'invoice'],
    description: 'stripe_direct: paid by card; invoice: not paid by card (e.g. a referral code)',
  })
  payment_type!: 'stripe_direct' | 'invoice';
  @ApiPropertyOptional({ nullable: true, type: String, format: 'date-time' })
  paid_at!: string | null;
  @ApiPropertyOptional({ nullable: true, type: String, description: 'PaymentIntent id' })
  stripe_transaction_id!: string | null;
  @ApiPropertyOptional({
    nullable: true,
    type: String,
    description:
      'Card payment status (succeeded, processing, requires_payment_method, ...); succeeded also when a referral code settled the order',
  })
  stripe_transaction_status!: string | null;
  @ApiProperty({
    type: [PaymentToRefundDto],
    description:
      'Card payments that succeeded after the order was settled otherwise (e.g. by a referral code): the customer paid twice, staff refund these',
  })
  needs_refund!: PaymentToRefundDto[];
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export function toOrderDto(order: OrderRow): OrderDto {
  return {
    _id: order._id,
    items: order.items,
    total_amount: order.total_amount,
    currency: order.currency,
    code: order.code,
    payment_type: order.payment_type,
    paid_at: order.paid_at?.toISOString() ?? null,
    stripe_transaction_id: order.stripe_transaction_id,
    stripe_transaction_status: order.stripe_transaction_status,
    needs_refund: order.needs_refund,
    createdAt: order.createdAt.toISOString(),
  };
}
