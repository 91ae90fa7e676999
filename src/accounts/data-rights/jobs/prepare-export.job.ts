import { Injectable, OnModuleInit } from '@nestjs/common';
import { JobsService } from '@/platform/jobs/jobs.service';
import { DataExportService } from '../services/data-export.service';

/** 'data-rights.export': prepares one customer's export (idempotent: a done one is left). */
@Injectable()
export class PrepareExportJob implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly exports: DataExportService,
  ) {}

  onModuleInit(): void {
    this.jobs.register('data-rights.export', ({ exportId }, { lastAttempt }) =>
      this.exports.prepare(exportId, { lastAttempt }),
    );
  }
}
