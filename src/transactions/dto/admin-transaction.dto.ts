import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { pageSchema, PaginationQueryDto } from '@/common/pagination';

/**
 * GET /api/admin/transactions (admin.md §7 "Find all"): the paid filter and a page. Issue 10
 * adds groupId, estateAgentAssigned, solicitorsAssigned, searchesCompleted and
 * thirdfortChecksCompleted the same way.
 */
export class AdminTransactionsQueryDto extends PaginationQueryDto {
  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description: "'true' paid sales, 'false' unpaid ones; all when absent",
  })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'isPaid must be true or false' })
  isPaid?: 'true' | 'false';
}

export class AdminTransactionSellerDto {
  @ApiProperty() _id!: string;
  @ApiProperty() first_name!: string;
  @ApiProperty() last_name!: string;
  @ApiProperty() email!: string;
}

/**
 * A row of the back office's transactions table. The first columns of admin.md §2; issue 10
 * adds the rest (solicitors, buyers, significant dates, time saved).
 */
export class AdminTransactionRowDto {
  @ApiProperty() _id!: string;
  @ApiProperty({ enum: ['resale', 'development'] }) type!: 'resale' | 'development';
  @ApiProperty({ description: 'The property address on one line' }) property_address!: string;
  @ApiProperty({ type: AdminTransactionSellerDto, description: 'The primary seller' })
  seller!: AdminTransactionSellerDto;
  @ApiPropertyOptional({ nullable: true, type: Number, description: 'Whole pounds' })
  asking_price!: number | null;
  @ApiProperty({ description: "Payment Status: the first order is settled ('succeeded')" })
  paid!: boolean;
  @ApiProperty({ type: [String] }) tags!: string[];
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class AdminTransactionPageDto extends pageSchema(AdminTransactionRowDto) {}
