import { Inject, Injectable } from '@nestjs/common';
import { inArray, sql } from 'drizzle-orm';
import { Database } from '@/platform/database/database';
import { jobClaims } from '@/platform/database/schema';

export type OrphanCandidate = { job_id: string; queue: string; worker_key: number };

/** Which worker process runs which active job (see the job_claims table). */
@Injectable()
export class JobClaimsRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  async claim(queue: string, jobIds: string[], workerKey: number): Promise<void> {
    await this.database.db
      .insert(jobClaims)
      .values(jobIds.map((job_id) => ({ job_id, queue, worker_key: workerKey })))
      .onConflictDoUpdate({
        target: jobClaims.job_id,
        set: { worker_key: workerKey, claimed_at: sql`now()` },
      });
  }

  async release(jobIds: string[]): Promise<void> {
    if (jobIds.length === 0) return;
    await this.database.db.delete(jobClaims).where(inArray(jobClaims.job_id, jobIds));
  }

  /** Active jobs claimed by other worker processes: orphans if that process has died. */
  async findActiveClaimedByOthers(workerKey: number): Promise<OrphanCandidate[]> {
    const { rows } = await this.database.executor.executeSql(
      `select c.job_id, c.queue, c.worker_key
         from job_claims c
         join pgboss.job j on j.name = c.queue and j.id = c.job_id::uuid
        where j.state = 'active' and c.worker_key <> $1`,
      [workerKey],
    );
    return rows as OrphanCandidate[];
  }

  /** Every active job, whoever runs it: on the embedded database only this process can. */
  async findAllActive(): Promise<{ job_id: string; queue: string }[]> {
    const { rows } = await this.database.executor.executeSql(
      `select id::text as job_id, name as queue from pgboss.job where state = $1`,
      ['active'],
    );
    return rows as { job_id: string; queue: string }[];
  }

  /** Forgets claims whose job is no longer running (finished, or handed back by a crash). */
  async forgetSettled(): Promise<void> {
    await this.database.executor.executeSql(
      `delete from job_claims c
        where not exists (
          select 1 from pgboss.job j
           where j.name = c.queue and j.id = c.job_id::uuid and j.state = $1)`,
      ['active'],
    );
  }
}
