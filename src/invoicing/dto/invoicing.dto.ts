import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, Matches } from 'class-validator';

/** GET /api/admin/invoicing/export?month=YYYY-MM (admin.md §5: 'Period is required'). */
export class InvoicingExportQueryDto {
  @ApiProperty({ example: '2026-10', description: 'The month of the solicitors assignments' })
  @IsDefined({ message: 'Period is required' })
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'Period must be a month written YYYY-MM' })
  month!: string;
}
