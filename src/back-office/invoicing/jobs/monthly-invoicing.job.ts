import { Injectable, Logger, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { Clock } from '@/platform/common/clock';
import { monthOf, previousMonth } from '@/platform/common/uk-months';
import { JobsService } from '@/platform/jobs/jobs.service';
import { InvoicingService, parseMonth } from '../invoicing.service';

/** On the 1st of each month at 06:00 UK time, the previous month's file. */
export const MONTHLY_CRON = '0 6 1 * *';

/**
 * 'invoicing.monthly': produces, keeps and e-mails a month's invoicing file (the month the job
 * names, else the one before the current month). Idempotent: a month that has its file is left
 * alone (InvoicingService.produceMonth).
 */
@Injectable()
export class MonthlyInvoicingJob implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('Invoicing');

  constructor(
    private readonly invoicing: InvoicingService,
    private readonly jobs: JobsService,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.jobs.register('invoicing.monthly', async ({ month }) => {
      await this.invoicing.produceMonth(
        month ? parseMonth(month) : previousMonth(monthOf(this.clock.now())),
      );
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    if (await this.jobs.schedule('invoicing.monthly', MONTHLY_CRON, {})) {
      this.logger.log({ msg: 'monthly invoicing file scheduled', cron: MONTHLY_CRON });
    }
  }
}
