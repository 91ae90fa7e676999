import type { Readable } from 'node:stream';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Clock } from '@/platform/common/clock';
import type { SessionUser } from '@/platform/common/decorators';
import { safeError } from '@/platform/common/safe-error';
import { APP_CONFIG } from '@/platform/config/config.module';
import type { AppConfig } from '@/platform/config/config';
import { Database } from '@/platform/database/database';
import { FileNotFoundError, FileStore, isOutOfSpace } from '@/platform/files/storage/file-store';
import { EmailService } from '@/platform/email/email.service';
import { JobsService } from '@/platform/jobs/jobs.service';
import { UsersService } from '@/accounts/users/users.service';
import { DataExportDto } from '../dto/data-rights.dto';
import {
  CustomersOnlyError,
  DataExportNotFoundError,
  TooManyExportsError,
} from '../data-rights.errors';
import { CustomerData, DataRightsQueryRepository } from '../data-rights.query-repository';
import { DataExportRow, DataRightsRepository } from '../data-rights.repository';
import {
  documentEntryName,
  EXPORT_MAX_FILE_BYTES,
  EXPORT_MAX_FILES,
  EXPORT_TTL_MS,
  EXPORTS_PER_DAY,
  exportFileName,
} from '../data-rights.rules';
import { ZipWriter } from '../zip-writer';

/** Where exports live in the file store (apart from documents, which the orphan sweep lists). */
export const EXPORTS_PREFIX = 'data-exports/';

/** The customer's page where the e-mail's link leads (client route). */
export const MY_DATA_PATH = '/account/your-data';

/** A download ready to stream: the ZIP and its headers. */
export type ExportDownload = { body: Readable; headers: Record<string, string> };

/**
 * A customer's copy of their data (UK GDPR, right of access): asked for from their data page,
 * prepared by a job into a ZIP (data.json and their documents' files, streamed from the file
 * store into it), e-mailed as a link to that page, downloadable by them alone for 7 days, then
 * deleted by the retention job. One export is prepared at a time per customer.
 */
@Injectable()
export class DataExportService {
  private readonly logger = new Logger('DataRights');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(Database) private readonly database: Database,
    private readonly repository: DataRightsRepository,
    private readonly queries: DataRightsQueryRepository,
    private readonly store: FileStore,
    private readonly jobs: JobsService,
    private readonly emails: EmailService,
    private readonly users: UsersService,
    private readonly clock: Clock,
  ) {}

  /** Asks for an export; while one is being prepared, answers that one (nothing new starts). */
  async request(viewer: SessionUser): Promise<DataExportDto> {
    if (viewer.type !== 'customer') throw new CustomersOnlyError();
    const row = await this.database.transaction(async () => {
      const pending = await this.repository.pendingExport(viewer._id);
      if (pending) return pending;
      const dayAgo = new Date(this.clock.now().getTime() - 24 * 60 * 60 * 1000);
      if ((await this.repository.countExportsSince(viewer._id, dayAgo)) >= EXPORTS_PER_DAY) {
        throw new TooManyExportsError();
      }
      const created = await this.repository.insertPendingExport(viewer._id);
      if (!created) return (await this.repository.pendingExport(viewer._id))!;
      await this.jobs.enqueue(
        'data-rights.export',
        { exportId: created._id },
        { singletonKey: created._id },
      );
      return created;
    });
    return this.toDto(row);
  }

  async latest(userId: string): Promise<DataExportDto | null> {
    const row = await this.repository.latestExport(userId);
    return row ? this.toDto(row) : null;
  }

  /**
   * The job: prepares the ZIP, stores it, marks the export ready and e-mails its link. A run
   * that fails on its last attempt, or for want of space in the store (no retry soon will find
   * room), marks the export failed: the customer's page says so and they may ask again at once,
   * instead of an export left pending until the retention job gives up on it a day later.
   */
  async prepare(exportId: string, { lastAttempt = false } = {}): Promise<void> {
    const row = await this.repository.findExport(exportId);
    if (!row || row.status !== 'pending') return; // done already: a repeated job is harmless
    try {
      await this.build(row);
    } catch (error) {
      const full = isOutOfSpace(error);
      if (!full && !lastAttempt) throw error;
      await this.repository.markExportFailed(row._id);
      this.logger.warn({
        msg: full ? 'data export failed: no space in the file store' : 'data export failed',
        exportId: row._id,
        error: safeError(error).message,
      });
    }
  }

  private async build(row: DataExportRow): Promise<void> {
    const user = await this.users.findById(row.user_id);
    if (!user || user.erased_at) {
      await this.repository.markExportFailed(row._id);
      return;
    }
    const data = await this.queries.customerData(row.user_id);
    // The same key on every run: a retried job overwrites its own earlier attempt.
    const key = `${EXPORTS_PREFIX}${row._id}.zip`;
    const { size } = await this.writeZip(key, data);
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + EXPORT_TTL_MS);
    const ready = await this.database.transaction(async () => {
      const marked = await this.repository.markExportReady(row._id, {
        storage_key: key,
        size,
        ready_at: now,
        expires_at: expiresAt,
      });
      if (!marked) return false;
      await this.emails.queue(user.email, 'data-export-ready', {
        firstName: user.first_name,
        link: `${this.config.appUrl}${MY_DATA_PATH}`,
        expiresOn: expiresAt.toLocaleDateString('en-GB', {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          timeZone: 'Europe/London',
        }),
      });
      return true;
    });
    if (!ready) {
      await this.store.delete(key);
      return;
    }
    this.logger.log({ msg: 'data export ready', exportId: row._id, bytes: size });
  }

  /** The ZIP for its owner, while it has not expired; anyone else (or later) gets a 404. */
  async download(viewer: SessionUser, id: string): Promise<ExportDownload> {
    const row = await this.repository.findExport(id);
    if (
      !row ||
      row.user_id !== viewer._id ||
      row.status !== 'ready' ||
      !row.storage_key ||
      !row.expires_at ||
      row.expires_at.getTime() <= this.clock.now().getTime()
    ) {
      throw new DataExportNotFoundError();
    }
    let body: Readable;
    try {
      body = await this.store.get(row.storage_key);
    } catch (error) {
      if (error instanceof FileNotFoundError) throw new DataExportNotFoundError();
      throw error;
    }
    const name = exportFileName(this.config.productName, row.ready_at ?? row.createdAt);
    return {
      body,
      headers: {
        'Content-Type': 'application/zip',
        ...(row.size ? { 'Content-Length': String(row.size) } : {}),
        'Content-Disposition': `attachment; filename="${name}"`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      },
    };
  }

  /** The retention job: ready exports past their 7 days lose their file. */
  async deleteExpired(now: Date): Promise<number> {
    let deleted = 0;
    for (let round = 0; round < 50; round += 1) {
      const expired = await this.repository.expiredExports(now, 100);
      if (expired.length === 0) break;
      for (const row of expired) {
        if (row.storage_key) await this.store.delete(row.storage_key);
        await this.repository.markExportExpired(row._id);
        deleted += 1;
      }
    }
    return deleted;
  }

  /** Deletes the stored files of these exports (after an erasure committed). */
  async deleteFiles(keys: string[]): Promise<void> {
    for (const key of keys) {
      await this.store
        .delete(key)
        .catch((error: unknown) =>
          this.logger.warn({ msg: 'export file not deleted', error: safeError(error).message }),
        );
    }
  }

  private async writeZip(key: string, data: CustomerData): Promise<{ size: number }> {
    const zip = new ZipWriter();
    // A store that gives up (a full disk) stops the writing too: no file is left open on it.
    const stored = this.store
      .put(key, zip.stream, { contentType: 'application/zip' })
      .catch((error: unknown) => {
        zip.abort(error instanceof Error ? error : new Error(String(error)));
        throw error;
      });
    const writing = this.fill(zip, data).catch((error: unknown) => {
      zip.abort(error instanceof Error ? error : new Error(String(error)));
      throw error;
    });
    const [result] = await Promise.all([stored, writing]);
    return result;
  }

  /** data.json first, then each clean document's file streamed from the store, within bounds. */
  private async fill(zip: ZipWriter, data: CustomerData): Promise<void> {
    let files = 0;
    let bytes = 0;
    const documents = [];
    const included: { id: string; key: string; entry: string }[] = [];
    for (const { storage_key: storageKey, scan_status: scan, ...document } of data.documents) {
      const size = Number(document.size ?? 0);
      const fits =
        scan === 'clean' &&
        typeof storageKey === 'string' &&
        files < EXPORT_MAX_FILES &&
        bytes + size <= EXPORT_MAX_FILE_BYTES;
      const entry = fits ? documentEntryName(document.id, String(document.name)) : null;
      if (fits && entry) {
        files += 1;
        bytes += size;
        included.push({ id: document.id, key: storageKey, entry });
      }
      documents.push({
        ...document,
        file: entry ?? null,
        ...(entry ? {} : { file_note: fileNote(scan, fits) }),
      });
    }
    const json = {
      about: `The personal data ${this.config.productName} holds about you, as of the date below. Dates are UTC (ISO 8601); amounts are in pence. Questions: ${this.config.supportEmail}.`,
      exportedAt: this.clock.now().toISOString(),
      account: data.account,
      sales: data.sales,
      purchases: data.purchases,
      identityChecks: data.identityChecks,
      documents,
      accountHistory: data.history,
      contactRequests: data.contactRequests,
      progressEmails: data.progressEmails ?? { enabled: true },
    };
    await zip.add('data.json', Buffer.from(JSON.stringify(json, null, 2), 'utf8'));
    for (const file of included) {
      try {
        await zip.add(file.entry, await this.store.get(file.key));
      } catch (error) {
        if (!(error instanceof FileNotFoundError)) throw error;
        this.logger.warn({ msg: 'document file missing from the store', documentId: file.id });
      }
    }
    await zip.finish();
  }

  private toDto(row: DataExportRow): DataExportDto {
    const downloadable =
      row.status === 'ready' &&
      row.expires_at !== null &&
      row.expires_at.getTime() > this.clock.now().getTime();
    return {
      _id: row._id,
      status: row.status === 'ready' && !downloadable ? 'expired' : row.status,
      requestedAt: row.createdAt.toISOString(),
      readyAt: row.ready_at?.toISOString() ?? null,
      expiresAt: row.expires_at?.toISOString() ?? null,
      size: row.size ?? null,
      downloadUrl: downloadable ? `/api/me/data-exports/${row._id}/download` : null,
    };
  }
}

function fileNote(scan: unknown, fits: boolean): string {
  if (scan !== 'clean') return 'The file is not included: it has not been scanned clean.';
  return fits
    ? 'The file is not included.'
    : 'The file is not included: the download holds at most 500 files and 1 GB. Ask us for the rest.';
}
