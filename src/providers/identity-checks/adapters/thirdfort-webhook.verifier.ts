import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CheckStatusChange } from './identity-check-provider';
import { fromThirdfortNotification } from './thirdfort.mapping';

export type WebhookHeaders = Record<string, string | string[] | undefined>;

export class InvalidWebhookSignatureError extends Error {
  constructor() {
    super('The webhook signature does not verify.');
    this.name = 'InvalidWebhookSignatureError';
  }
}

/**
 * Checks a Thirdfort webhook: an HMAC-SHA256 of the exact bytes received under the shared
 * secret, hex-encoded (optionally `sha256=`-prefixed) in the configured header, compared in
 * constant time. The body is the notification envelope the feed lists (one, or
 * `{notifications: [...]}`); answers the status changes it carries.
 */
export class ThirdfortWebhookVerifier {
  private readonly header: string;

  constructor(
    private readonly secret: string,
    header: string,
  ) {
    this.header = header.toLowerCase();
  }

  verify(rawBody: Buffer, headers: WebhookHeaders): CheckStatusChange[] {
    const sent = headers[this.header];
    const signature = (Array.isArray(sent) ? sent[0] : sent)?.trim().replace(/^sha256=/i, '');
    if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) throw new InvalidWebhookSignatureError();
    const expected = createHmac('sha256', this.secret).update(rawBody).digest();
    if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
      throw new InvalidWebhookSignatureError();
    }
    let body: unknown;
    try {
      body = JSON.parse(rawBody.toString('utf8'));
    } catch {
      return [];
    }
    const notifications =
      body &&
      typeof body === 'object' &&
      Array.isArray((body as { notifications?: unknown }).notifications)
        ? (body as { notifications: unknown[] }).notifications
        : [body];
    return notifications.map(fromThirdfortNotification).filter((change) => change !== null);
  }
}
