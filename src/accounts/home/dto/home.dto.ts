import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** A card's status tag (issue 25); the client shows each as its label. */
export const CARD_STATUSES = [
  'information_needed',
  'awaiting_payment',
  'paid',
  'in_progress',
  'completed',
  'withdrawn',
] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

/** A sale or a purchase as a card on the home dashboard. */
export class PropertyCardDto {
  @ApiProperty({ description: 'Transaction id (sales) or purchase intent id (purchases)' })
  transactionId!: string;
  @ApiProperty() address!: string;
  @ApiProperty({ enum: ['sell', 'buy'] }) type!: 'sell' | 'buy';
  @ApiProperty({ description: 'The onboarding is finished: the card opens its dashboard' })
  complete!: boolean;
  @ApiProperty({
    description:
      'Over (completed, withdrawn or aborted) or an unfinished onboarding a newer one replaced',
  })
  archived!: boolean;
  @ApiProperty({
    enum: CARD_STATUSES,
    description:
      'Information Needed (onboarding not finished), Awaiting payment (terms accepted, not paid), ' +
      'Paid, In progress (solicitors instructed or a purchase attached; a confirmed purchase), ' +
      'Completed, Withdrawn (a withdrawn sale, an aborted purchase or one whose sale was withdrawn)',
  })
  status!: CardStatus;
  @ApiProperty({ description: 'The terms were accepted: an unfinished one resumes after them' })
  termsAccepted!: boolean;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: "A purchase's property (the onboarding flow needs it to resume)",
  })
  propertyId!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class HomeDashboardDto {
  @ApiProperty({ type: [PropertyCardDto] }) sales!: PropertyCardDto[];
  @ApiProperty({ type: [PropertyCardDto] }) purchases!: PropertyCardDto[];
}
