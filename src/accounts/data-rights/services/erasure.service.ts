import { Inject, Injectable, Logger } from '@nestjs/common';
import { Clock } from '@/platform/common/clock';
import type { SessionUser } from '@/platform/common/decorators';
import { type Page, pageWindow, paginate } from '@/platform/common/pagination';
import { ContactService } from '@/accounts/contact/contact.service';
import { Database } from '@/platform/database/database';
import { EmailService } from '@/platform/email/email.service';
import { EventsService } from '@/platform/timeline/events.service';
import { PeopleService } from '@/accounts/people/people.service';
import { UsersService } from '@/accounts/users/users.service';
import {
  AdminErasureRequestDto,
  AdminErasureRequestsQueryDto,
  ErasureRequestDto,
} from '../dto/data-rights.dto';
import { CustomersOnlyError, ErasureRequestNotFoundError } from '../data-rights.errors';
import { DataRightsQueryRepository } from '../data-rights.query-repository';
import { DataRightsRepository, ErasureRequestRow, NewHeldRecord } from '../data-rights.repository';
import { CDD_REASON, deleteAfter, RECORDS_REASON } from '../data-rights.rules';
import { PersonalDataErasers } from '../personal-data.port';
import { DataExportService } from './data-export.service';

type Author = Pick<SessionUser, '_id' | 'first_name' | 'last_name'>;

/**
 * Erasure (UK GDPR article 17). A customer asks; the request waits for staff as a task; staff
 * carry it out. In one transaction: what the law or the terms require Threshold to keep is copied
 * to held records (out of every screen) with the day it is deleted, then each module erases or
 * anonymises its own rows (users, people, contact requests, e-mails here; identity checks,
 * documents' uploader and progress e-mails through the contexts' erasers, personal-data.port.ts), the user's sessions and sign-in links end, and the History records
 * who did it. The held records go when their period is over (RetentionService).
 */
@Injectable()
export class ErasureService {
  private readonly logger = new Logger('DataRights');

  constructor(
    @Inject(Database) private readonly database: Database,
    private readonly repository: DataRightsRepository,
    private readonly queries: DataRightsQueryRepository,
    private readonly exports: DataExportService,
    private readonly users: UsersService,
    private readonly people: PeopleService,
    private readonly erasers: PersonalDataErasers,
    private readonly contact: ContactService,
    private readonly emails: EmailService,
    private readonly events: EventsService,
    private readonly clock: Clock,
  ) {}

  /** The customer asks; asking again while one waits answers the one waiting. */
  async request(viewer: SessionUser): Promise<ErasureRequestDto> {
    if (viewer.type !== 'customer') throw new CustomersOnlyError();
    const row = await this.database.transaction(async () => {
      const created = await this.repository.insertPendingErasure(viewer._id, {
        name: `${viewer.first_name} ${viewer.last_name}`.trim(),
        email: viewer.email,
      });
      if (!created) return (await this.repository.latestErasure(viewer._id))!;
      await this.events.record({
        backOffice: true,
        subjectId: viewer._id,
        name: 'erasure_requested',
        author: viewer,
        comments: 'The customer asked for their personal data to be erased',
      });
      return created;
    });
    this.logger.log({ msg: 'erasure requested', user: viewer._id });
    return toCustomerDto(row);
  }

  async latest(userId: string): Promise<ErasureRequestDto | null> {
    const row = await this.repository.latestErasure(userId);
    return row ? toCustomerDto(row) : null;
  }

  async adminList(query: AdminErasureRequestsQueryDto): Promise<Page<AdminErasureRequestDto>> {
    const status = query.status ?? 'pending';
    const page = await paginate(
      pageWindow(query),
      (window) => this.repository.erasurePage(status, window),
      () => this.repository.countErasures(status),
      () => this.repository.countErasures(status),
    );
    const held = await this.repository.heldSummaries(page.items.map((row) => row._id));
    return {
      ...page,
      items: page.items.map((row) =>
        toAdminDto(
          row,
          held.filter((h) => h.erasure_request_id === row._id),
        ),
      ),
    };
  }

  async adminGet(id: string): Promise<AdminErasureRequestDto> {
    const row = await this.repository.findErasure(id);
    if (!row) throw new ErasureRequestNotFoundError();
    return toAdminDto(row, await this.repository.heldSummaries([id]));
  }

  /** Staff carry out a waiting request. Carrying out one already done changes nothing. */
  async adminErase(admin: SessionUser, id: string): Promise<AdminErasureRequestDto> {
    const files = await this.database.transaction(async () => {
      const request = await this.repository.findErasureForUpdate(id);
      if (!request) throw new ErasureRequestNotFoundError();
      if (request.status !== 'pending') return [];
      return this.erase(request.user_id, admin, request);
    });
    await this.exports.deleteFiles(files);
    this.logger.log({ msg: 'customer erased', request: id, by: admin._id });
    return this.adminGet(id);
  }

  /**
   * The retention job erases an account whose 10 years are over: nothing is held any more (every
   * period has passed), and the History says the job did it.
   */
  async eraseDormant(userId: string): Promise<void> {
    const files = await this.database.transaction(() => this.erase(userId, null, null));
    await this.exports.deleteFiles(files);
  }

  /** Inside the caller's transaction; answers the export files to delete once it committed. */
  private async erase(
    userId: string,
    author: Author | null,
    request: ErasureRequestRow | null,
  ): Promise<string[]> {
    const now = this.clock.now();
    const user = await this.users.findById(userId);
    if (!user || user.erased_at) {
      if (request) await this.markDone(request, author, now, now);
      return [];
    }
    const relationship = await this.queries.relationship(userId);
    const ended = relationship.open ? now : minDate(relationship.lastActivity, now);
    const data = await this.queries.customerData(userId);
    const held: NewHeldRecord[] = [];
    const erasure =
      request ??
      (await this.repository.insertErased(userId, {
        erased_at: now,
        relationship_ended_at: ended,
      }));
    const cdd = deleteAfter('customer_due_diligence', ended);
    if (data.identityChecks.length > 0 && cdd > now) {
      held.push({
        erasure_request_id: erasure._id,
        kind: 'customer_due_diligence',
        reason: CDD_REASON,
        data: { identityChecks: data.identityChecks },
        delete_after: cdd,
      });
    }
    const records = deleteAfter('transaction_records', ended);
    const hadMatters = data.sales.length > 0 || data.purchases.length > 0;
    if (hadMatters && records > now) {
      held.push({
        erasure_request_id: erasure._id,
        kind: 'transaction_records',
        reason: RECORDS_REASON,
        data: {
          account: data.account,
          sales: data.sales,
          purchases: data.purchases,
          documents: data.documents.map(({ storage_key: _key, ...document }) => document),
        },
        delete_after: records,
      });
    }
    await this.repository.insertHeld(held);
    const email = user.email;
    await this.erasers.eraseCustomer({ userId, email });
    await this.people.eraseFor(userId, email);
    await this.contact.forgetSender(email);
    await this.emails.forgetRecipient(email);
    const files = (await this.repository.exportsWithFiles(userId)).map((row) => row.storage_key!);
    await this.repository.deleteExportsOf(userId);
    await this.users.erase(userId, now);
    if (request) await this.markDone(request, author, now, ended);
    await this.events.record({
      backOffice: true,
      subjectId: userId,
      name: 'customer_erased',
      author,
      comments: author
        ? `Personal data erased on request; held: ${heldWords(held)}`
        : `Personal data erased by the retention job (10 years without activity)`,
    });
    return files;
  }

  private async markDone(
    request: ErasureRequestRow,
    author: Author | null,
    now: Date,
    ended: Date,
  ): Promise<void> {
    await this.repository.markErased(request._id, {
      erased_at: now,
      erased_by: author?._id ?? null,
      erased_by_name: author ? `${author.first_name} ${author.last_name}`.trim() : null,
      relationship_ended_at: ended,
    });
  }
}

function minDate(a: Date, b: Date): Date {
  return a.getTime() < b.getTime() ? a : b;
}

function heldWords(held: NewHeldRecord[]): string {
  if (held.length === 0) return 'nothing';
  return held
    .map(
      (h) =>
        `${h.kind === 'customer_due_diligence' ? 'identity checks' : 'transaction records'} until ${h.delete_after.toISOString().slice(0, 10)}`,
    )
    .join(', ');
}

function toCustomerDto(row: ErasureRequestRow): ErasureRequestDto {
  return { _id: row._id, status: row.status, requestedAt: row.createdAt.toISOString() };
}

function toAdminDto(
  row: ErasureRequestRow,
  held: {
    kind: 'customer_due_diligence' | 'transaction_records';
    reason: string;
    delete_after: Date;
  }[],
): AdminErasureRequestDto {
  return {
    _id: row._id,
    userId: row.user_id,
    status: row.status,
    name: row.requester_name,
    email: row.requester_email,
    requestedAt: row.createdAt.toISOString(),
    erasedAt: row.erased_at?.toISOString() ?? null,
    erasedBy: row.erased_by_name,
    relationshipEndedAt: row.relationship_ended_at?.toISOString() ?? null,
    held: held.map((h) => ({
      kind: h.kind,
      reason: h.reason,
      deleteAfter: h.delete_after.toISOString(),
    })),
  };
}
