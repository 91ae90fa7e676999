import { HumanCheck, HumanCheckResult } from './human-check';

/**
 * Local stand-in for reCAPTCHA: any non-empty token passes with a high score, except `fail`
 * (a bot) and `low-score` (a doubtful visitor), so both refusals can be tried by hand.
 */
export class RecaptchaSimulator extends HumanCheck {
  async verify(token: string): Promise<HumanCheckResult> {
    if (!token) return { success: false, reason: 'missing-input-response' };
    if (token === 'fail') return { success: false, reason: 'invalid-input-response' };
    if (token === 'low-score')
      return { success: false, score: 0.1, reason: 'score below threshold' };
    return { success: true, score: 0.9 };
  }
}
