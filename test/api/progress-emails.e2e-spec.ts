import { createTestApp, TestApp } from '@test/support/app';
import { signedInAdmin, signedInCustomer, SignedIn } from '@test/support/factories';
import { paidSale, saleWithBuyer as journeySaleWithBuyer } from '@test/support/journeys';
import { mailboxTo, outboxTo, readMailbox } from '@test/support/mailbox';
import { adminConfigRow, lawyerGroupRow } from '@test/support/sales';
import { SmtpTestServer } from '@test/support/smtp-server';
import { SendProgressEmailJob } from '@/sales/progress-emails/jobs/send-progress-email.job';

type Delivered = Awaited<ReturnType<typeof readMailbox>>[number] & {
  headers: Record<string, string>;
};

const PROGRESS = /^Progress on your/;

/**
 * Lets the batching delay pass on the app's clock, then runs every job that fell due (the batch,
 * then its e-mails) and waits for them.
 */
async function settled(t: TestApp) {
  t.clock.advance((t.config.progressEmailDelaySeconds + 1) * 1000);
  await t.jobs.runDue();
}

const progressEmailsTo = async (t: TestApp, to: string) =>
  (await mailboxTo(t, to)).filter((m) => PROGRESS.test(m.subject)) as Delivered[];

/**
 * The customer's progress e-mails (issue 25): staff move a sale on through the back office, and
 * the seller and the buyer each get one e-mail per batch of changes, which they can turn off from
 * the e-mail (no sign-in) and on again from their dashboard.
 */
describe('progress e-mails', () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    // A short batch window: both staff calls of a test land well inside it.
    t = await createTestApp();
    admin = await signedInAdmin(t);
  });

  afterAll(async () => {
    await t.close();
  });

  /** A paid sale with a confirmed buyer, made as the customers make them. */
  const saleWithBuyer = (lastName: string) =>
    journeySaleWithBuyer(t, lastName, { seller: 'Sally', buyer: 'Bram' });

  const instructSolicitors = async (saleId: string) => {
    const sellerSide = await lawyerGroupRow(t, 'Avon Law', 'Sellers team');
    const buyerSide = await lawyerGroupRow(t, 'Bath Law', 'Buyers team');
    await admin.agent
      .put(`/api/admin/transactions/${saleId}/lawyer-groups`)
      .send({
        lawyerGroupsIds: { seller: sellerSide._id, buyer: buyerSide._id },
        seller_comments: 'Staff only: seller prefers calls after 6pm',
      })
      .expect(200);
    return { sellerSide, buyerSide };
  };

  const recordDates = (purchaseId: string, dates: Record<string, string>) =>
    admin.agent
      .put(`/api/admin/purchase-intents/${purchaseId}/significant-dates`)
      .send(dates)
      .expect(200);

  const settingOf = async (customer: SignedIn) =>
    (await customer.agent.get('/api/me/progress-emails').expect(200)).body as { enabled: boolean };

  it('tells both customers when staff correct a date or clear one recorded by mistake', async () => {
    const { seller, buyer, purchase } = await saleWithBuyer('Correctly');
    await recordDates(purchase._id, { sale_agreed: '2026-03-02', exchanged: '2026-03-20' });
    await settled(t);
    await recordDates(purchase._id, { sale_agreed: '2026-03-04' });
    await admin.agent
      .put(`/api/admin/purchase-intents/${purchase._id}/significant-dates`)
      .send({ exchanged: null })
      .expect(200);
    await settled(t);
    for (const customer of [seller, buyer]) {
      const emails = await progressEmailsTo(t, customer.user.email);
      expect(emails).toHaveLength(2);
      const first = emails.find((email) => email.text.includes('- Exchanged: 20 March 2026'));
      expect(first?.text).not.toContain('a correction');
      const second = emails.find((email) => email !== first)!;
      expect(second.text).toContain(
        '- Sale agreed: 4 March 2026 (a correction: the date we gave you before was wrong)',
      );
      expect(second.text).toContain('- Exchanged: we recorded this by mistake.');
    }
  });

  it('tells the seller and the buyer in one e-mail each when solicitors are instructed and the sale agreed', async () => {
    const { seller, sale, buyer, purchase } = await saleWithBuyer('Batchley');
    const { sellerSide, buyerSide } = await instructSolicitors(sale._id);
    await recordDates(purchase._id, { sale_agreed: '2026-03-02' });
    await settled(t);

    const [toSeller, ...moreToSeller] = await progressEmailsTo(t, seller.user.email);
    expect(moreToSeller).toEqual([]);
    expect(toSeller.subject).toBe(`Progress on your sale of ${sale.line1}, Bristol, BS1 5TR`);
    expect(toSeller.text).toContain('- Solicitors instructed');
    expect(toSeller.text).toContain('- Sale agreed: 2 March 2026');
    expect(toSeller.text).toContain(`/dashboard/sell/${sale._id}`);
    // staff-only facts and other people's contact details stay out
    for (const hidden of [
      'Staff only',
      (sellerSide.solicitor as { email: string }).email,
      (buyerSide.solicitor as { email: string }).email,
      buyer.user.email,
      'Bram',
    ]) {
      expect(toSeller.text).not.toContain(hidden);
      expect(toSeller.html).not.toContain(hidden);
    }
    // one-click unsubscribe (RFC 8058) and the link in the body
    expect(toSeller.headers['List-Unsubscribe']).toMatch(
      new RegExp(
        `^<${t.config.appUrl}/api/progress-emails/unsubscribe\\?user=${seller.user._id}&token=[\\w-]+>$`,
      ),
    );
    expect(toSeller.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(toSeller.text).toMatch(
      new RegExp(`Stop progress e-mails: ${t.config.appUrl}/progress-emails/unsubscribe\\?user=`),
    );

    const [toBuyer, ...moreToBuyer] = await progressEmailsTo(t, buyer.user.email);
    expect(moreToBuyer).toEqual([]);
    expect(toBuyer.subject).toMatch(/^Progress on your purchase of /);
    expect(toBuyer.text).toContain('- Solicitors instructed');
    expect(toBuyer.text).toContain('- Sale agreed: 2 March 2026');
    expect(toBuyer.text).toContain(`/dashboard/buy/${purchase._id}`);
    expect(toBuyer.text).not.toContain(seller.user.email);

    // a repeated run of the batch (a retry) sends nothing more
    const queued = (await outboxTo(t, seller.user.email)).length;
    await t.app.get(SendProgressEmailJob).handle({ userId: seller.user._id });
    expect(await outboxTo(t, seller.user.email)).toHaveLength(queued);
  });

  describe('the unsubscribe link', () => {
    let seller: SignedIn;
    let buyer: SignedIn;
    let purchaseId: string;
    let oneClick: string;

    beforeAll(async () => {
      const made = await saleWithBuyer('Linkworth');
      ({ seller, buyer } = made);
      purchaseId = made.purchase._id;
      await instructSolicitors(made.sale._id);
      await settled(t);
      const [email] = await progressEmailsTo(t, seller.user.email);
      oneClick = email.headers['List-Unsubscribe'].slice(1, -1);
    });

    const unsubscribeUrl = (url: string) => {
      const parsed = new URL(url);
      return `${parsed.pathname}${parsed.search}`;
    };

    it('refuses a bad token and changes nothing', async () => {
      const tampered = oneClick.replace(/token=([\w-])/, (_match, first: string) =>
        first === 'A' ? 'token=B' : 'token=A',
      );
      const refused = await t
        .http()
        .post(unsubscribeUrl(tampered))
        .type('form')
        .send('List-Unsubscribe=One-Click')
        .expect(403);
      expect(refused.body.code).toBe('UNSUBSCRIBE_LINK_INVALID');
      await t
        .http()
        .post(unsubscribeUrl(`${oneClick.split('&token=')[0]}&token=`))
        .expect(400);
      // opening the address (as a mail scanner would) changes nothing either: only POST acts
      const opened = await t.http().get(unsubscribeUrl(oneClick)).expect(405);
      expect(opened.headers.allow).toBe('OPTIONS, POST');
      expect(await settingOf(seller)).toEqual({ enabled: true });
    });

    it("does not turn off another customer's e-mails, nor lets anyone change them unsigned", async () => {
      const others = oneClick.replace(`user=${seller.user._id}`, `user=${buyer.user._id}`);
      await t
        .http()
        .post(unsubscribeUrl(others))
        .type('form')
        .send('List-Unsubscribe=One-Click')
        .expect(403);
      expect(await settingOf(buyer)).toEqual({ enabled: true });
      await t.http().put('/api/me/progress-emails').send({ enabled: false }).expect(401);
      await t.http().get('/api/me/progress-emails').expect(401);
      // a customer's own switch is only theirs
      await buyer.agent.put('/api/me/progress-emails').send({ enabled: false }).expect(200);
      expect(await settingOf(seller)).toEqual({ enabled: true });
      await buyer.agent.put('/api/me/progress-emails').send({ enabled: true }).expect(200);
    });

    it('turns them off in one click without a session, and on again from the dashboard', async () => {
      const answer = await t
        .http()
        .post(unsubscribeUrl(oneClick))
        .type('form')
        .send('List-Unsubscribe=One-Click')
        .expect(200);
      expect(answer.body).toEqual({ enabled: false });
      expect(await settingOf(seller)).toEqual({ enabled: false });

      // while off, a change sends the seller nothing (the buyer still hears)
      await recordDates(purchaseId, { sale_agreed: '2026-03-02' });
      await settled(t);
      expect(await progressEmailsTo(t, seller.user.email)).toHaveLength(1);
      expect((await progressEmailsTo(t, buyer.user.email)).at(0)?.text).toContain('Sale agreed');

      // on again from the dashboard: the next change is told, the one made while off is not
      await seller.agent.put('/api/me/progress-emails').send({ enabled: true }).expect(200);
      expect(await settingOf(seller)).toEqual({ enabled: true });
      await recordDates(purchaseId, { exchanged: '2026-04-01' });
      await settled(t);
      const emails = await progressEmailsTo(t, seller.user.email);
      expect(emails).toHaveLength(2);
      expect(emails[0].text).toContain('- Exchanged: 1 April 2026');
      expect(emails[0].text).not.toContain('Sale agreed');
    });
  });
});

/**
 * The milestones the providers move (through their simulators, as in the embedded default): the
 * seller's own identity check completes and the first search comes back.
 */
describe('progress e-mails from the providers', () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ THIRDFORT_SIMULATOR_COMPLETION_SECONDS: '60' });
    admin = await signedInAdmin(t);
    await adminConfigRow(t, { thirdfort_v2_switchover_date: new Date('2020-01-01T00:00:00Z') });
  });

  afterAll(async () => {
    await t.close();
  });

  it('tells the seller their identity check is complete and which searches came back', async () => {
    const seller = await signedInCustomer(t, { firstName: 'Petra', lastName: 'Provider' });
    const sale = await paidSale(seller);

    // checks are ordered once the seller's solicitor is instructed
    const sellerSide = await lawyerGroupRow(t, 'Avon Law', 'Sellers team');
    const buyerSide = await lawyerGroupRow(t, 'Bath Law', 'Buyers team');
    await admin.agent
      .put(`/api/admin/transactions/${sale._id}/lawyer-groups`)
      .send({ lawyerGroupsIds: { seller: sellerSide._id, buyer: buyerSide._id } })
      .expect(200);
    const checksView = `/api/admin/identity-checks/transaction/${sale._id}`;
    const ordered = await admin.agent.post(checksView).send({
      first_name: 'Petra',
      last_name: 'Provider',
      email: seller.user.email,
      phone_number: '07400 900123',
      person_type: 'seller',
    });
    expect(ordered.body).toMatchObject({ status: 'pending' });
    type CheckView = {
      sellers: { check: { thirdfort_id: string | null; status: string } | null }[];
    };
    const readChecks = async () =>
      (await admin.agent.get(checksView).expect(200)).body as CheckView;
    await t.jobs.runDue();
    expect((await readChecks()).sellers[0].check?.thirdfort_id).toBeTruthy();

    const searchesView = `/api/admin/searches/transaction/${sale._id}`;
    await admin.agent
      .post(searchesView)
      .send({ buildingNumber: '1', isReorder: false })
      .expect(201);
    type SearchesView = { requests: { status: string }[]; orders: { status: string }[] };
    const readSearches = async () =>
      (await admin.agent.get(searchesView).expect(200)).body as SearchesView;
    await t.jobs.runDue();
    expect((await readSearches()).requests[0]?.status).toBe('acknowledged');

    // A simulated check completes after a minute, a simulated search day lasts a minute: the
    // pollers of both simulators fall due on the moved clock and run with the jobs.
    t.clock.advance(2 * 60_000);
    await t.jobs.runDue();
    expect((await readChecks()).sellers[0].check?.status).toBe('complete');
    expect((await readSearches()).orders.some((row) => row.status === 'complete')).toBe(true);
    await settled(t);

    const told = (await progressEmailsTo(t, seller.user.email))
      .map((email) => email.text)
      .join('\n');
    expect(told).toContain('- Your identity check is complete');
    expect(told).toMatch(/- Searches returned: .*Land Registry Plan.* \(\d of \d returned\)/);
    expect(told).toContain(`/dashboard/sell/${sale._id}`);
  });
});

/** Over SMTP (a real mail server's protocol) the unsubscribe headers go out with the message. */
describe('progress e-mails over SMTP', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let admin: SignedIn;

  beforeAll(async () => {
    smtp = await SmtpTestServer.start();
    t = await createTestApp({ SMTP_URL: smtp.url });
    admin = await signedInAdmin(t);
  });

  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends List-Unsubscribe and List-Unsubscribe-Post (RFC 8058)', async () => {
    const seller = await signedInCustomer(t, { firstName: 'Simone', lastName: 'Smtp' });
    const sale = await paidSale(seller);
    const sellerSide = await lawyerGroupRow(t, 'Avon Law', 'Sellers team');
    const buyerSide = await lawyerGroupRow(t, 'Bath Law', 'Buyers team');
    await admin.agent
      .put(`/api/admin/transactions/${sale._id}/lawyer-groups`)
      .send({ lawyerGroupsIds: { seller: sellerSide._id, buyer: buyerSide._id } })
      .expect(200);

    await settled(t);
    const [mail] = smtp
      .deliveredTo(seller.user.email)
      .filter((m) => /Subject: Progress/.test(m.data));
    const headers = mail.data.split('\r\n\r\n')[0].replace(/\r\n[ \t]+/g, ' ');
    expect(headers).toMatch(
      new RegExp(
        `^List-Unsubscribe: <${t.config.appUrl}/api/progress-emails/unsubscribe\\?user=${seller.user._id}&token=[\\w-]+>$`,
        'm',
      ),
    );
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  });
});
