import { Module } from '@nestjs/common';
import { AdminConfigModule } from '@/platform/settings/admin-config.module';
import { AdminInvoicingController } from './admin-invoicing.controller';
import { InvoicingQueryRepository } from './invoicing.query-repository';
import { InvoicingRepository } from './invoicing.repository';
import { InvoicingService } from './invoicing.service';
import { MonthlyInvoicingJob } from './jobs/monthly-invoicing.job';

/** The monthly invoicing export (admin.md §5, §9). */
@Module({
  imports: [AdminConfigModule],
  controllers: [AdminInvoicingController],
  providers: [InvoicingQueryRepository, InvoicingRepository, InvoicingService, MonthlyInvoicingJob],
  exports: [InvoicingService],
})
export class InvoicingModule {}
