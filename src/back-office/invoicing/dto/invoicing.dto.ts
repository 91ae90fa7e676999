import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, Matches } from 'class-validator';

/** GET /api/admin/invoicing/export?month=YYYY-MM (admin.md §5: 'Period is required'). */
export class InvoicingExportQueryDto {
  @ApiProperty({ example: '2026-10', description: 'The month of the solicitors assignments' })
  @IsDefined({ message: 'Period is required' })
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'Period must be a month written YYYY-MM' })
  month!: string;
}

export class InvoiceFileDto {
  @ApiProperty({ example: '2026-10' }) month!: string;
  @ApiProperty({ example: 'Invoice Transactions October 2026.csv' }) file_name!: string;
  @ApiProperty() records!: number;
  @ApiProperty({ description: 'The file total in pence' }) total_pence!: number;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}
