import { createTestApp, TestApp } from '@test/support/app';
import { human, uniqueEmail } from '@test/support/factories';
import { outboxTo, waitForEmail } from '@test/support/mailbox';

/** Issue 25: the contact form's sender hears that the message arrived, and no stranger abuses it. */
describe('contact form: the acknowledgement to the sender', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const contact = (email: string, ip: string, message = 'Please call me about selling my flat') =>
    t
      .http()
      .post('/api/email/request-callback')
      .set(human(ip))
      .send({ fullName: 'Jo Bloggs', email, message, referrer: 'A friend' })
      .expect(200);

  it('acknowledges a message by e-mail, without repeating anything the sender wrote', async () => {
    const email = uniqueEmail('sender');
    const response = await contact(email, '10.20.0.1', 'Visit cheap-pills.example now');
    expect(response.body).toEqual({ success: true });

    const delivered = await waitForEmail(t, email, /We have your message/);
    expect(delivered.subject).toBe('We have your message: Threshold');
    expect(delivered.text).toContain('we will reply within 24 hours');
    for (const part of [delivered.subject, delivered.text, delivered.html]) {
      expect(part).not.toMatch(/cheap-pills|Jo Bloggs|A friend/);
    }
    // support is told as before
    const support = await outboxTo(t, t.config.supportEmail);
    expect(support.some((m) => m.text.includes('Visit cheap-pills.example now'))).toBe(true);
  });

  it('sends one acknowledgement a day to an address, whoever asks, and still takes each message', async () => {
    const email = uniqueEmail('target');
    await contact(email, '10.20.1.1', 'First');
    await contact(email.toUpperCase(), '10.20.1.2', 'Second');
    await contact(email, '10.20.1.3', 'Third');

    const acknowledgements = (await outboxTo(t, email)).filter(
      (m) => m.template === 'contact-acknowledgement',
    );
    expect(acknowledgements).toHaveLength(1);
    const support = (await outboxTo(t, t.config.supportEmail)).map((m) => m.text);
    for (const message of ['First', 'Second', 'Third']) {
      expect(support.some((text) => text.includes(`\n${message}\n`))).toBe(true);
    }
  });

  it('sends at most five acknowledgements a day from one client address', async () => {
    const ip = '10.20.2.1';
    const targets = Array.from({ length: 7 }, () => uniqueEmail('many'));
    for (const email of targets) await contact(email, ip);

    const acknowledged: string[] = [];
    for (const email of targets) {
      if ((await outboxTo(t, email)).length > 0) acknowledged.push(email);
    }
    expect(acknowledged).toEqual(targets.slice(0, 5));
  });
});
