import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** A sale or a purchase as a card on the home dashboard. */
export class PropertyCardDto {
  @ApiProperty({ description: 'Transaction id (sales) or purchase intent id (purchases)' })
  transactionId!: string;
  @ApiProperty() address!: string;
  @ApiProperty({ enum: ['sell', 'buy'] }) type!: 'sell' | 'buy';
  @ApiProperty() complete!: boolean;
  @ApiProperty({
    description: 'Over (completed or aborted) or an unfinished onboarding a newer one replaced',
  })
  archived!: boolean;
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
