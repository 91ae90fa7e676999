import { Module } from '@nestjs/common';
import { AdminAccessRecordsController } from './controllers/admin-access-records.controller';
import { AccessRecordsRepository } from './access-records.repository';
import { AccessRecordsService } from './access-records.service';
import { ExpireAccessRecordsJob } from './jobs/expire-access-records.job';

/**
 * Staff's views of people's personal data (issue 27). The routes that reveal a person's data
 * (a user's page, identity-check full details, documents) record each view through the
 * exported `AccessRecordsService.record`; the person's page reads them through
 * GET /api/admin/access-records. It depends on nothing but the database, so any module may
 * import it.
 */
@Module({
  controllers: [AdminAccessRecordsController],
  providers: [AccessRecordsRepository, AccessRecordsService, ExpireAccessRecordsJob],
  exports: [AccessRecordsService],
})
export class AccessRecordsModule {}
