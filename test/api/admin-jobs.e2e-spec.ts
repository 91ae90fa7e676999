import { createTestApp, TestApp } from '@test/support/app';
import { human, signedInAdmin, signedInCustomer, signUpBody } from '@test/support/factories';
import { SmtpTestServer } from '@test/support/smtp-server';

type FailedJob = { _id: string; queue: string; error: string | null; attempts: number };

describe('back office: jobs', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;

  beforeAll(async () => {
    // The mail server is down until a test brings it back.
    smtp = await SmtpTestServer.start();
    smtp.down = true;
    t = await createTestApp({ SMTP_URL: smtp.url });
  });

  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /**
   * The sign-in e-mail of a new sign-up, failing while the mail server is down: the clock moves
   * past every retry's backoff, so it runs out of retries and fails for good.
   */
  async function failedSignInEmail(email: string): Promise<string> {
    await t
      .http()
      .post('/api/authentication/sign-up')
      .set(human())
      .send(signUpBody({ destination: email }))
      .expect(200);
    const read = async () =>
      (
        await t.database.executor.executeSql(
          `select id::text as id, state::text as state from pgboss.job
            where name = 'auth.magic-link' and data->>'email' = $1`,
          [email],
        )
      ).rows as { id: string; state: string }[];
    // A minute at a time: within the ten minutes a sign-in request stays worth sending.
    for (let minute = 0; minute < 8 && (await read())[0]?.state !== 'failed'; minute++) {
      t.clock.advance(60_000);
      await t.jobs.runDue({ queues: ['auth.magic-link'] });
    }
    const rows = await read();
    expect(rows).toEqual([{ id: expect.any(String), state: 'failed' }]);
    return rows[0].id;
  }

  it('shows a job that failed for good with its error, and a retry delivers it once the mail server is back', async () => {
    const { agent } = await signedInAdmin(t);
    const email = `jobs.${Date.now()}@example.com`;
    const jobId = await failedSignInEmail(email);

    const failed = (await agent.get('/api/admin/jobs/failed').expect(200)).body as {
      items: FailedJob[];
    };
    const job = failed.items.find((item: FailedJob) => item._id === jobId)!;
    expect(job.queue).toBe('auth.magic-link');
    // the first run and each of its five retries
    expect(job.attempts).toBe(6);
    expect(job.error).toMatch(/421 4\.3\.2 Service not available/);
    // The person's address never reaches the page (nor the log or the job's record).
    expect(JSON.stringify(failed)).not.toContain(email);

    const summary = (await agent.get('/api/admin/jobs').expect(200)).body as {
      queue: string;
      failed: number;
    }[];
    expect(summary.map((row) => row.queue)).toContain('email.send');
    expect(summary.find((row) => row.queue === 'auth.magic-link')!.failed).toBeGreaterThanOrEqual(
      1,
    );
    const filtered = await agent.get('/api/admin/jobs/failed?queue=email.send').expect(200);
    expect(filtered.body.items.map((item: FailedJob) => item._id)).not.toContain(jobId);

    smtp.down = false;
    await agent.post(`/api/admin/jobs/auth.magic-link/${jobId}/retry`).expect(204);
    await t.jobs.runDue();
    expect(smtp.deliveredTo(email)).toHaveLength(1);
    const after = (await agent.get('/api/admin/jobs/failed').expect(200)).body;
    expect(after.items.map((item: FailedJob) => item._id)).not.toContain(jobId);
    // Retrying again finds no failed job: it ran.
    await agent.post(`/api/admin/jobs/auth.magic-link/${jobId}/retry`).expect(404);
  });

  it('discards a failed job: it leaves the list and never runs again', async () => {
    smtp.down = true;
    const { agent } = await signedInAdmin(t);
    const email = `discard.${Date.now()}@example.com`;
    const jobId = await failedSignInEmail(email);
    const failed = (await agent.get('/api/admin/jobs/failed').expect(200)).body as {
      items: FailedJob[];
    };
    expect(failed.items.map((item) => item._id)).toContain(jobId);
    await agent.post(`/api/admin/jobs/auth.magic-link/${jobId}/discard`).expect(204);
    const after = (await agent.get('/api/admin/jobs/failed').expect(200)).body;
    expect(after.items.map((item: FailedJob) => item._id)).not.toContain(jobId);
    await agent.post(`/api/admin/jobs/auth.magic-link/${jobId}/discard`).expect(404);
    await agent.post(`/api/admin/jobs/auth.magic-link/${jobId}/retry`).expect(404);
  });

  it('refuses customers and checks the queue and id', async () => {
    const { agent: customer } = await signedInCustomer(t);
    await customer.get('/api/admin/jobs').expect(403);
    await customer.get('/api/admin/jobs/failed').expect(403);
    await t.http().get('/api/admin/jobs').expect(401);
    const { agent } = await signedInAdmin(t);
    await agent.get('/api/admin/jobs/failed?queue=nope').expect(400);
    await agent.post('/api/admin/jobs/nope/7b0c8b9e-3f0a-4a57-9d0e-2f1f5c1d2e3f/retry').expect(400);
    await agent.post('/api/admin/jobs/email.send/not-a-uuid/discard').expect(400);
    await agent
      .post('/api/admin/jobs/email.send/7b0c8b9e-3f0a-4a57-9d0e-2f1f5c1d2e3f/retry')
      .expect(404);
  });
});
