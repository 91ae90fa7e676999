/**
 * The human check (reCAPTCHA v3) behind one function, so pages never touch `grecaptcha`:
 * - the local simulator (config `simulators.recaptcha`) accepts any non-empty token but `fail`,
 *   so the client sends a fixed one;
 * - with a site key, Google's script is loaded once and a token fetched for the `login` action;
 * - with neither, or when the script cannot load, the check is unavailable.
 * The server verifies the token it receives in `X-Recaptcha-Token`; the client does not call
 * verify-recaptcha first, as a reCAPTCHA token is valid for one verification only.
 */

export const SIMULATED_RECAPTCHA_TOKEN = 'simulated-token';
export const RECAPTCHA_ACTION = 'login';

export type HumanCheckResult =
  | { kind: 'token'; token: string }
  /** The provider answered without a token: stop quietly (customer.md §2). */
  | { kind: 'noToken' }
  /** No provider to ask (not configured, blocked, offline): the networkError banner. */
  | { kind: 'unavailable' };

export type HumanCheckConfig = { siteKey?: string; simulated: boolean };

type Grecaptcha = {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
};

type WindowWithRecaptcha = Window & { grecaptcha?: Grecaptcha };

const recaptchaScriptUrl = (siteKey: string) =>
  `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;

let scriptLoad: { siteKey: string; promise: Promise<Grecaptcha | null> } | null = null;

/** Loads Google's script once per site key; resolves null when it cannot be loaded. */
export const loadRecaptcha = (siteKey: string): Promise<Grecaptcha | null> => {
  if (scriptLoad?.siteKey === siteKey) return scriptLoad.promise;
  const promise = new Promise<Grecaptcha | null>((resolve) => {
    const whenReady = () => {
      const grecaptcha = (window as WindowWithRecaptcha).grecaptcha;
      if (!grecaptcha) {
        resolve(null);
        return;
      }
      grecaptcha.ready(() => resolve(grecaptcha));
    };
    if ((window as WindowWithRecaptcha).grecaptcha) {
      whenReady();
      return;
    }
    const script = document.createElement('script');
    script.src = recaptchaScriptUrl(siteKey);
    script.async = true;
    script.defer = true;
    script.addEventListener('load', whenReady);
    script.addEventListener('error', () => {
      script.remove();
      scriptLoad = null; // let a later attempt try again
      resolve(null);
    });
    document.head.appendChild(script);
  });
  scriptLoad = { siteKey, promise };
  return promise;
};

/** A token for the `login` action, or why there is none. */
export const getHumanCheckToken = async ({
  siteKey,
  simulated,
}: HumanCheckConfig): Promise<HumanCheckResult> => {
  if (simulated) return { kind: 'token', token: SIMULATED_RECAPTCHA_TOKEN };
  if (!siteKey) return { kind: 'unavailable' };
  const grecaptcha = await loadRecaptcha(siteKey);
  if (!grecaptcha) return { kind: 'unavailable' };
  try {
    const token = await grecaptcha.execute(siteKey, { action: RECAPTCHA_ACTION });
    return token ? { kind: 'token', token } : { kind: 'noToken' };
  } catch {
    return { kind: 'noToken' };
  }
};
