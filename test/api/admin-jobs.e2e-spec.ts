import { createTestApp, TestApp } from '@test/support/app';
import { eventually } from '@test/support/eventually';
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
   * The sign-in e-mail of a new sign-up, failing while the mail server is down; its retries are
   * used up at once (instead of over the minutes its backoff takes) so it fails for good.
   */
  async function failedSignInEmail(email: string): Promise<string> {
    await t
      .http()
      .post('/api/authentication/sign-up')
      .set(human())
      .send(signUpBody({ destination: email }))
      .expect(200);
    const [job] = await eventually(
      async () =>
        (
          await t.database.executor.executeSql(
            `select id::text as id from pgboss.job
              where name = 'auth.magic-link' and data->>'email' = $1 and state = 'retry'`,
            [email],
          )
        ).rows as { id: string }[],
      (rows) => rows.length === 1,
      20_000,
    );
    await t.database.executor.executeSql(
      `update pgboss.job set retry_limit = retry_count, start_after = now() where id = $1::uuid`,
      [job.id],
    );
    return job.id;
  }

  it('shows a job that failed for good with its error, and a retry delivers it once the mail server is back', async () => {
    const { agent } = await signedInAdmin(t);
    const email = `jobs.${Date.now()}@example.com`;
    const jobId = await failedSignInEmail(email);

    const failed = await eventually(
      async () => (await agent.get('/api/admin/jobs/failed').expect(200)).body,
      (body: { items: FailedJob[] }) => body.items.some((job) => job._id === jobId),
      20_000,
    );
    const job = failed.items.find((item: FailedJob) => item._id === jobId)!;
    expect(job.queue).toBe('auth.magic-link');
    expect(job.attempts).toBe(2);
    expect(job.error).toMatch(/socket close|connect/i);
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
    // the retried job is due at once; under a loaded machine its worker may take a while
    await eventually(
      async () => smtp.deliveredTo(email).length,
      (count) => count === 1,
      60_000,
    );
    const after = (await agent.get('/api/admin/jobs/failed').expect(200)).body;
    expect(after.items.map((item: FailedJob) => item._id)).not.toContain(jobId);
    // Retrying again finds no failed job: it ran.
    await agent.post(`/api/admin/jobs/auth.magic-link/${jobId}/retry`).expect(404);
  }, 120_000);

  it('discards a failed job: it leaves the list and never runs again', async () => {
    smtp.down = true;
    const { agent } = await signedInAdmin(t);
    const email = `discard.${Date.now()}@example.com`;
    const jobId = await failedSignInEmail(email);
    await eventually(
      async () => (await agent.get('/api/admin/jobs/failed').expect(200)).body,
      (body: { items: FailedJob[] }) => body.items.some((job) => job._id === jobId),
      20_000,
    );
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
