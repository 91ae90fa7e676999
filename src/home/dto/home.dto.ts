import { ApiProperty } from '@nestjs/swagger';

/** A sale or a purchase as a card on the home dashboard. */
export class PropertyCardDto {
  @ApiProperty({ description: 'Transaction id (sales) or purchase intent id (purchases)' })
  transactionId!: string;
  @ApiProperty() address!: string;
  @ApiProperty({ enum: ['sell', 'buy'] }) type!: 'sell' | 'buy';
  @ApiProperty() complete!: boolean;
  @ApiProperty() archived!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class HomeDashboardDto {
  @ApiProperty({ type: [PropertyCardDto] }) sales!: PropertyCardDto[];
  @ApiProperty({ type: [PropertyCardDto] }) purchases!: PropertyCardDto[];
}
