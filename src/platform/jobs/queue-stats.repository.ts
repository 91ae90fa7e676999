import { Inject, Injectable } from '@nestjs/common';
import { Database } from '@/platform/database/database';

/** Jobs waiting or running, per queue and pg-boss state. */
export type QueueStateCount = {
  queue: string;
  state: 'created' | 'retry' | 'active';
  count: number;
};

/** One queue's jobs: waiting and running now, failed and completed in the last day. */
export type QueueSummaryRow = {
  queue: string;
  waiting: number;
  active: number;
  failed: number;
  completed: number;
};

/** A job that failed for good (its retries used up), still in the queue: retry or discard. */
export type FailedJobRow = {
  id: string;
  queue: string;
  error: string | null;
  code: string | null;
  attempts: number;
  created_at: Date;
  failed_at: Date | null;
};

/** Reads the job queue's own tables (pg-boss's schema) for counts operators watch. */
@Injectable()
export class QueueStatsRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  /**
   * Starts now every job waiting (created, or a retry's backoff) to start within `aheadMs` of
   * now: what moving business time on means for the queue. Answers the queues concerned.
   */
  async bringForward(aheadMs: number): Promise<string[]> {
    const { rows } = await this.database.executor.executeSql(
      `update pgboss.job set start_after = now()
        where state in ('created', 'retry') and start_after > now()
          and start_after <= now() + $1::double precision * interval '1 millisecond'
        returning name`,
      [aheadMs],
    );
    return [...new Set((rows as { name: string }[]).map((row) => row.name))];
  }

  /** How many jobs are due (waiting with their start time passed) or running, in `queues`. */
  async countDueOrActive(queues: readonly string[] | null): Promise<number> {
    const { rows } = await this.database.executor.executeSql(
      `select count(*)::int as count from pgboss.job
        where (state = 'active' or (state in ('created', 'retry') and start_after <= now()))
          and ($1::text[] is null or name = any($1::text[]))`,
      [queues],
    );
    return (rows[0] as { count: number }).count;
  }

  async countWaitingAndActive(): Promise<QueueStateCount[]> {
    const { rows } = await this.database.executor.executeSql(
      `select name as queue, state::text as state, count(*)::int as count
         from pgboss.job
        where state in ('created', 'retry', 'active')
        group by name, state`,
      [],
    );
    return rows as QueueStateCount[];
  }

  /**
   * Per queue: waiting (created, retry) and active now; failed and completed in the last day,
   * whether still in the queue's table or already moved to its archive.
   */
  async summarizeLastDay(): Promise<QueueSummaryRow[]> {
    const { rows } = await this.database.executor.executeSql(
      `with recent as (
         select name, state, completed_on from pgboss.job
         union all
         select name, state, completed_on from pgboss.archive
          where state in ('completed', 'failed') and completed_on >= now() - interval '1 day'
       )
       select name as queue,
              count(*) filter (where state in ('created', 'retry'))::int as waiting,
              count(*) filter (where state = 'active')::int as active,
              count(*) filter (where state = 'failed'
                                 and completed_on >= now() - interval '1 day')::int as failed,
              count(*) filter (where state = 'completed'
                                 and completed_on >= now() - interval '1 day')::int as completed
         from recent
        group by name`,
      [],
    );
    return rows as QueueSummaryRow[];
  }

  /** The newest failed jobs still in the queue (of one queue, or all), and how many there are. */
  async listFailed(
    queue: string | null,
    limit: number,
  ): Promise<{ items: FailedJobRow[]; total: number }> {
    const filter = queue === null ? '' : 'and name = $2';
    const values = queue === null ? [limit] : [limit, queue];
    const [{ rows }, counted] = await Promise.all([
      this.database.executor.executeSql(
        `select id::text as id, name as queue, output->>'message' as error,
                output->>'code' as code, retry_count + 1 as attempts,
                created_on as created_at, completed_on as failed_at
           from pgboss.job
          where state = 'failed' ${filter}
          order by completed_on desc nulls last, id
          limit $1`,
        values,
      ),
      this.database.executor.executeSql(
        `select count(*)::int as total from pgboss.job
          where state = 'failed' ${queue === null ? '' : 'and name = $1'}`,
        queue === null ? [] : [queue],
      ),
    ]);
    return {
      items: rows as FailedJobRow[],
      total: (counted.rows[0] as { total: number }).total,
    };
  }

  async isFailed(queue: string, id: string): Promise<boolean> {
    const { rows } = await this.database.executor.executeSql(
      `select 1 from pgboss.job where name = $1 and id = $2::uuid and state = 'failed'`,
      [queue, id],
    );
    return rows.length > 0;
  }

  /** Deletes a failed job (only while it is failed); answers whether it did. */
  async deleteFailed(queue: string, id: string): Promise<boolean> {
    const { rows } = await this.database.executor.executeSql(
      `delete from pgboss.job where name = $1 and id = $2::uuid and state = 'failed'
       returning id`,
      [queue, id],
    );
    return rows.length > 0;
  }
}
