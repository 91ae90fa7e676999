import { Inject, Injectable, Logger } from '@nestjs/common';
import { EventsService } from '@/platform/timeline/events.service';
import { Database } from '@/platform/database/database';
import { DataRightsQueryRepository } from '../data-rights.query-repository';
import { DataRightsRepository } from '../data-rights.repository';
import { EXPORT_GIVE_UP_MS, RETENTION_YEARS, yearsBefore } from '../data-rights.rules';
import { DataExportService } from './data-export.service';
import { PersonalDataErasers } from '../personal-data.port';
import { ErasureService } from './erasure.service';

/** Rows one run handles per step, in batches: a backlog is worked off over several days. */
const BATCH = 200;
const ROUNDS = 25;

export type RetentionOutcome = {
  exportsFailed: number;
  exportsDeleted: number;
  heldDeleted: number;
  checksAnonymised: number;
  accountsErased: number;
};

/**
 * The daily retention run (Money Laundering Regulations 2017 regulation 40, the terms' 10 years,
 * the export's 7 days), everything measured from `now` so a test can move the clock on:
 * - exports: past their 7 days, the file is deleted; one still pending after a day has failed;
 * - held records of erasures: deleted once their `delete_after` has passed;
 * - identity checks of sales whose business ended more than five years ago are anonymised;
 * - customer accounts with no matter open and no activity for 10 years are erased.
 */
@Injectable()
export class RetentionService {
  private readonly logger = new Logger('DataRights');

  constructor(
    @Inject(Database) private readonly database: Database,
    private readonly repository: DataRightsRepository,
    private readonly queries: DataRightsQueryRepository,
    private readonly exports: DataExportService,
    private readonly erasures: ErasureService,
    private readonly erasers: PersonalDataErasers,
    private readonly events: EventsService,
  ) {}

  async run(now: Date): Promise<RetentionOutcome> {
    const exportsFailed = await this.repository.failStalePending(
      new Date(now.getTime() - EXPORT_GIVE_UP_MS),
    );
    const exportsDeleted = await this.exports.deleteExpired(now);
    let heldDeleted = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const deleted = await this.database.transaction(async () => {
        const rows = await this.repository.deleteHeldDue(now, BATCH);
        const requests = [...new Set(rows.map((row) => row.erasure_request_id))];
        for (const requestId of requests) {
          const request = await this.repository.findErasure(requestId);
          if (!request) continue;
          const kinds = rows.filter((row) => row.erasure_request_id === requestId);
          await this.events.record({
            backOffice: true,
            subjectId: request.user_id,
            name: 'held_records_deleted',
            comments: `Retention period over: ${kinds
              .map((row) =>
                row.kind === 'customer_due_diligence' ? 'identity checks' : 'transaction records',
              )
              .join(', ')} deleted`,
          });
        }
        return rows.length;
      });
      heldDeleted += deleted;
      if (deleted < BATCH) break;
    }
    let checksAnonymised = 0;
    const cddCutoff = yearsBefore(now, RETENTION_YEARS.customer_due_diligence);
    for (let round = 0; round < ROUNDS; round += 1) {
      const sales = await this.queries.salesEndedWithNamedChecks(cddCutoff, BATCH);
      if (sales.length === 0) break;
      checksAnonymised += await this.erasers.endDueDiligence(sales);
      if (sales.length < BATCH) break;
    }
    let accountsErased = 0;
    const dormantCutoff = yearsBefore(now, RETENTION_YEARS.transaction_records);
    for (let round = 0; round < ROUNDS; round += 1) {
      const dormant = await this.queries.dormantCustomers(dormantCutoff, BATCH);
      for (const userId of dormant) await this.erasures.eraseDormant(userId);
      accountsErased += dormant.length;
      if (dormant.length < BATCH) break;
    }
    const outcome = {
      exportsFailed,
      exportsDeleted,
      heldDeleted,
      checksAnonymised,
      accountsErased,
    };
    this.logger.log({ msg: 'retention run', ...outcome });
    return outcome;
  }
}
