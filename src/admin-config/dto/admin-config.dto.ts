import { ApiProperty } from '@nestjs/swagger';

/** The back office's settings (admin.md §3 Admin config). */
export class AdminConfigDto {
  @ApiProperty({
    nullable: true,
    type: Number,
    description:
      'Days from sale agreed to exchange that a typical sale takes (the time-saved benchmark)',
  })
  benchmark_in_days!: number | null;

  @ApiProperty({
    nullable: true,
    type: Number,
    description:
      'Amount invoiced per solicitor assignment, in pence (null: invoicing is not configured)',
  })
  invoicing_amount!: number | null;

  @ApiProperty({ type: [String], description: 'The tags admins may put on a transaction' })
  tags!: string[];

  @ApiProperty({
    nullable: true,
    type: String,
    format: 'date-time',
    description: 'Transactions created after this date use identity checks v2',
  })
  thirdfort_v2_switchover_date!: string | null;
}
