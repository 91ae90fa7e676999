export type HumanCheckResult = { success: boolean; score?: number; reason?: string };

/** The port for the "is this a person?" check run before sign-up and sign-in. */
export abstract class HumanCheck {
  abstract verify(token: string, remoteIp?: string): Promise<HumanCheckResult>;
}

export const RECAPTCHA_ACTION = 'login';
