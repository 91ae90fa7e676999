import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Clock } from '@/platform/common/clock';
import { JobsService } from '@/platform/jobs/jobs.service';
import { DocumentsRepository } from '../documents.repository';
import { FileStore } from '@/platform/files/storage/file-store';
import { DOCUMENTS_PREFIX } from '../upload/upload-receiver';

/** Stored files younger than this may belong to an upload whose record is about to commit. */
export const ORPHAN_AGE_MS = 60 * 60 * 1000;

/** Every hour, at 17 minutes past (London). */
const SWEEP_CRON = '17 * * * *';

const BATCH = 200;

/**
 * 'documents.sweep-orphans': a file is written to the store before its record commits, so a
 * process that dies in between leaves a file no document holds. This deletes such files once
 * they are an hour old. Idempotent: deleting a file that is already gone is not an error.
 */
@Injectable()
export class SweepOrphanFilesJob implements OnModuleInit {
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

  /** Answers how many files it deleted. */
  async handle(): Promise<number> {
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
