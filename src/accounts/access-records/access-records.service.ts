import { Injectable } from '@nestjs/common';
import { Clock } from '@/platform/common/clock';
import type { SessionUser } from '@/platform/common/decorators';
import { currentLogContext } from '@/platform/common/logger';
import type { PageWindow } from '@/platform/common/pagination';
import { SAFE_REQUEST_ID } from '@/platform/http/request-context';
import { AccessRecordPageDto, toAccessRecordEntry } from './dto/access-records.dto';
import { AccessRecordsRepository } from './access-records.repository';
import { distinctSubjects, type AccessKind, type AccessSubject } from './access-records.rules';

/** One view of personal data by a member of staff. */
export type AccessView = {
  /** Who looked. */
  staff: Pick<SessionUser, '_id' | 'first_name' | 'last_name'>;
  kind: AccessKind;
  /** Whose data it showed: everyone whose details were on the screen. */
  subjects: readonly AccessSubject[];
  /** The record shown: the user, the sale, the document. */
  recordId: string;
  /** The record in words (a document's file name). */
  recordLabel?: string | null;
  /** The sale it was seen on. */
  transactionId?: string | null;
};

/** How long an access record is kept (docs/decisions/operations.md): six years from the view. */
export const ACCESS_RECORD_RETENTION_YEARS = 6;

/**
 * The record of staff's views of people's personal data (issue 27): the one writer of
 * `access_records`. A route that reveals a person's data calls `record` once it has the data
 * and before it answers, so a view that fails records nothing and one that succeeds is never
 * shown unrecorded. One insert per view, whatever the number of people.
 */
@Injectable()
export class AccessRecordsService {
  constructor(
    private readonly records: AccessRecordsRepository,
    private readonly clock: Clock,
  ) {}

  async record(view: AccessView): Promise<void> {
    const viewedAt = this.clock.now();
    const requestId = currentLogContext()?.requestId;
    const staffName = `${view.staff.first_name} ${view.staff.last_name}`.trim().slice(0, 255);
    await this.records.insertMany(
      distinctSubjects(view.subjects).map((subject) => ({
        staff_id: view.staff._id,
        staff_name: staffName,
        subject_type: subject.type,
        subject_id: subject.id,
        kind: view.kind,
        record_id: view.recordId,
        record_label: view.recordLabel?.slice(0, 255) ?? null,
        transaction_id: view.transactionId ?? null,
        request_id: requestId && SAFE_REQUEST_ID.test(requestId) ? requestId : null,
        viewed_at: viewedAt,
      })),
    );
  }

  /** A page of the views of one person's data (a user or a person), newest first. */
  async pageForSubject(subjectId: string, window: PageWindow): Promise<AccessRecordPageDto> {
    const { rows, total } = await this.records.pageForSubject(subjectId, window);
    return { items: rows.map(toAccessRecordEntry), totalItems: total, totalFilteredItems: total };
  }

  /** Removes the records older than their retention; answers how many went. */
  removeExpired(): Promise<number> {
    const cutoff = new Date(this.clock.now());
    cutoff.setUTCFullYear(cutoff.getUTCFullYear() - ACCESS_RECORD_RETENTION_YEARS);
    return this.records.deleteViewedBefore(cutoff);
  }
}
