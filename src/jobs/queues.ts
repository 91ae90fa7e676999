/** Every job the system runs: its queue name and payload. One handler per name. */
export type JobMap = {
  'email.send': { outboxId: string };
  /** Cancel a PaymentIntent nobody should pay any more (e.g. a referral code made the sale free). */
  'payments.cancel-intent': { paymentIntentId: string };
};

export type JobName = keyof JobMap;

export const JOB_NAMES: readonly JobName[] = ['email.send', 'payments.cancel-intent'];

export type JobHandler<N extends JobName> = (
  data: JobMap[N],
  meta: { id: string },
) => Promise<void>;

/** Retry policy shared by every queue: a handler may fail and run again, so it must be idempotent. */
export const QUEUE_DEFAULTS = {
  retryLimit: 5,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
} as const;
