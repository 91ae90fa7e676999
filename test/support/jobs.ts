import { JobsService } from '@/platform/jobs/jobs.service';
import type { JobName } from '@/platform/jobs/queues';
import type { TestClock } from './clock';

export type TestJobs = {
  /**
   * Runs what is due by the app's clock, now: jobs waiting on a delay or a retry's backoff that
   * the clock has moved past (`t.clock.advance`) start at once, and this waits until no job
   * (of `queues`, or of any queue) is due or running. The signal is the queue's own state, so
   * nothing here waits longer than the work takes.
   */
  runDue: (options?: { queues?: JobName[]; timeoutMs?: number }) => Promise<void>;
};

export function testJobs(jobs: () => JobsService, clock: TestClock): TestJobs {
  return {
    runDue: async ({ queues, timeoutMs = 30_000 } = {}) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        await jobs().runDue(clock.offset);
        const left = await jobs().dueOrActive(queues ?? null);
        if (left === 0) return;
        if (Date.now() > deadline) {
          throw new Error(`${left} job(s) still due or running after ${timeoutMs} ms`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}
