import { HumanCheck, HumanCheckResult, RECAPTCHA_ACTION } from './human-check';

type SiteVerifyResponse = {
  success: boolean;
  score?: number;
  action?: string;
  'error-codes'?: string[];
};

/** reCAPTCHA v3: POSTs the token to siteverify and requires the login action and a minimum score. */
export class RecaptchaHttpAdapter extends HumanCheck {
  constructor(
    private readonly secret: string,
    private readonly minScore: number,
    private readonly verifyUrl: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    super();
  }

  async verify(token: string, remoteIp?: string): Promise<HumanCheckResult> {
    const body = new URLSearchParams({ secret: this.secret, response: token });
    if (remoteIp) body.set('remoteip', remoteIp);
    let result: SiteVerifyResponse;
    try {
      const response = await this.fetchImpl(this.verifyUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) return { success: false, reason: `siteverify answered ${response.status}` };
      result = (await response.json()) as SiteVerifyResponse;
    } catch (error) {
      return { success: false, reason: `siteverify unreachable: ${(error as Error).message}` };
    }
    if (!result.success) {
      return { success: false, reason: (result['error-codes'] ?? ['rejected']).join(',') };
    }
    if (result.action !== RECAPTCHA_ACTION) {
      return { success: false, score: result.score, reason: `unexpected action ${result.action}` };
    }
    if ((result.score ?? 0) < this.minScore) {
      return { success: false, score: result.score, reason: 'score below threshold' };
    }
    return { success: true, score: result.score };
  }
}
