import { Injectable, Logger, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { safeError } from '@/platform/common/safe-error';
import { Clock } from '@/platform/common/clock';
import { JobsService } from '@/platform/jobs/jobs.service';
import { DocumentsRepository } from '../documents.repository';
import { FileStore } from '@/platform/files/storage/file-store';
import { DOCUMENTS_PREFIX } from '../upload/upload-receiver';

/** Stored files younger than this may belong to an upload whose record is about to commit. */
export const ORPHAN_AGE_MS = 60 * 60 * 1000;
/**
 * A temp file untouched for this long is no put's in progress (a put writes on, a slow body is
 * cut off within minutes, a job expires within 30): a crashed process's, to remove.
 */
export const STALE_TEMP_MS = 60 * 60 * 1000;

/** Every hour, at 17 minutes past (London). */
const SWEEP_CRON = '17 * * * *';

const BATCH = 200;

/**
 * 'documents.sweep-orphans': a file is written to the store before its record commits, so a
 * process that dies in between leaves a file no document holds. This deletes such files once
 * they are an hour old, and the temp files of puts a crash cut short (the store's, in any of its
 * folders) once they are stale; the temp files also at each start, as a crash is then most
 * likely behind. Idempotent: deleting a file that is already gone is not an error.
 */
@Injectable()
export class SweepOrphanFilesJob implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('Documents');

  constructor(
    private readonly documents: DocumentsRepository,
    private readonly store: FileStore,
    private readonly jobs: JobsService,
    private readonly clock: Clock,
  ) {}

  async onModuleInit(): Promise<void> {
    this.jobs.register('documents.sweep-orphans', async () => {
      await this.handle();
    });
    await this.jobs.schedule('documents.sweep-orphans', SWEEP_CRON, {});
  }

  /** At start, without holding it up: a failure is logged and the hourly run tries again. */
  onApplicationBootstrap(): void {
    this.sweepTemporary().catch((error: unknown) =>
      this.logger.warn({ msg: 'temp files not swept', error: safeError(error).message }),
    );
  }

  /** Removes the store's stale temp files; answers how many. */
  async sweepTemporary(): Promise<number> {
    const removed = await this.store.sweepTemporary(
      new Date(this.clock.now().getTime() - STALE_TEMP_MS),
    );
    if (removed) this.logger.log({ msg: 'stale temp files deleted', count: removed });
    return removed;
  }

  /** Answers how many stored files it deleted (orphans; stale temp files are counted apart). */
  async handle(): Promise<number> {
    await this.sweepTemporary();
    const olderThan = this.clock.now().getTime() - ORPHAN_AGE_MS;
    let batch: string[] = [];
    let deleted = 0;
    const sweep = async () => {
      const held = await this.documents.existingKeys(batch);
      for (const key of batch.filter((candidate) => !held.has(candidate))) {
        await this.store.delete(key);
        deleted += 1;
      }
      batch = [];
    };
    for await (const object of this.store.list(DOCUMENTS_PREFIX)) {
      if (object.lastModified.getTime() >= olderThan) continue;
      batch.push(object.key);
      if (batch.length >= BATCH) await sweep();
    }
    await sweep();
    if (deleted) this.logger.log({ msg: 'orphan files deleted', count: deleted });
    return deleted;
  }
}
