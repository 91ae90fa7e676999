/** Every job the system runs: its queue name and payload. One handler per name. */
export type JobMap = {
  'email.send': { outboxId: string };
  /**
   * E-mail a sign-in link to this address if it has an account. The token is minted when the
   * e-mail goes out, so the queue never holds a usable one and a link never leaves expired.
   */
  'auth.magic-link': {
    email: string;
    /** The journey of a sign-up; null on sign-in (the account's own role is used). */
    role: 'sell' | 'buy' | null;
    isNewAccount: boolean;
    /**
     * Asked from a browser that has signed in to this account before: not held back by the
     * ceiling on e-mails that strangers' requests can reach.
     */
    knownDevice: boolean;
    /** ISO time of the request: a link for an older request never retires a newer one. */
    requestedAt: string;
  };
  /** Cancel a PaymentIntent nobody should pay any more (e.g. a referral code made the sale free). */
  'payments.cancel-intent': { paymentIntentId: string };
  /** The payment simulator: a payment left 'processing' goes through, as a webhook would say. */
  'payments.simulator-complete': { paymentIntentId: string };
  /**
   * Produce, keep and e-mail a month's invoicing file ('YYYY-MM'); without a month, the month
   * before the current one (the cron run on the 1st).
   */
  'invoicing.monthly': { month?: string };
  /** Create the identity check at the provider (once: the check's id is the idempotency key). */
  'identity-checks.create': { checkId: string };
  /** Cancel an aborted check at the provider (waits for the create job to have made it). */
  'identity-checks.cancel': { checkId: string };
  /** Read the provider's notification feed from the stored cursor and apply the changes. */
  'identity-checks.poll': Record<string, never>;
  /** Submit a search order request to the provider (its requester reference makes it once). */
  'searches.order': { requestId: string };
  /** The searches simulator delivers the pushes that have come due (simulator only). */
  'searches.simulator-deliver': Record<string, never>;
  /** Forget the create requests' idempotency keys older than 24 hours (hourly). */
  'idempotency.cleanup': Record<string, never>;
  /** Scan an uploaded document for malware and record the verdict (once per document). */
  'documents.scan': { documentId: string };
  /** Delete stored files older than an hour that no document holds (a crash between the two). */
  'documents.sweep-orphans': Record<string, never>;
  /**
   * E-mail a customer the progress changes of theirs still pending, in one message. Sent with
   * the customer's id as singletonKey and a delay: the changes within the delay join one job.
   */
  'progress-emails.send': { userId: string };
  /**
   * The nightly walk over the sales with a sale agreed, refreshing where each stands
   * (sale_progress), a batch a job, each enqueuing the next after the last sale it did.
   */
  'milestones.refresh-progress': { after: string | null };
  /** Prepare a customer's data export (a ZIP in the file store) and e-mail them its link. */
  'data-rights.export': { exportId: string };
  /**
   * The daily retention run: expired exports deleted, held records past their period deleted,
   * identity checks and dormant accounts past theirs anonymised.
   */
  'data-rights.retention': Record<string, never>;
  /** Remove the records of staff's views of personal data past their retention (daily). */
  'access-records.expire': Record<string, never>;
};

export type JobName = keyof JobMap;

export type JobHandler<N extends JobName> = (
  data: JobMap[N],
  /** `lastAttempt`: no retry follows if this run fails (the handler may record the failure). */
  meta: { id: string; lastAttempt: boolean },
) => Promise<void>;

/** Retry policy shared by every queue: a handler may fail and run again, so it must be idempotent. */
export const QUEUE_DEFAULTS = {
  retryLimit: 5,
  retryDelay: 5,
  retryBackoff: true,
} as const;

/**
 * How long one run of a job may take before the queue presumes its worker dead and runs it
 * again. Short for e-mail (the SMTP transport gives up well before); a worker that really died
 * hands its jobs back sooner than this (see JobsService.recoverOrphans).
 */
export const QUEUES: {
  readonly [N in JobName]: {
    expireInSeconds: number;
    /**
     * pg-boss's queue policy; `short` keeps one waiting job per singletonKey (a later send with
     * the same key while one waits is dropped). Standard when absent.
     */
    policy?: 'standard' | 'short';
    /**
     * Jobs one worker takes at a time (BATCH_SIZE when absent). 1 for the queues that send
     * e-mail: a process killed mid-send then leaves at most one message whose delivery it had
     * not recorded, which goes again after the restart (under the same Message-ID).
     */
    batchSize?: number;
  };
} = {
  'email.send': { expireInSeconds: 60, batchSize: 1 },
  'auth.magic-link': { expireInSeconds: 60, batchSize: 1 },
  'payments.cancel-intent': { expireInSeconds: 5 * 60 },
  'payments.simulator-complete': { expireInSeconds: 2 * 60 },
  'invoicing.monthly': { expireInSeconds: 30 * 60 },
  'identity-checks.create': { expireInSeconds: 2 * 60 },
  'identity-checks.cancel': { expireInSeconds: 2 * 60 },
  'identity-checks.poll': { expireInSeconds: 5 * 60 },
  'searches.order': { expireInSeconds: 2 * 60 },
  'searches.simulator-deliver': { expireInSeconds: 5 * 60 },
  'idempotency.cleanup': { expireInSeconds: 5 * 60 },
  'documents.scan': { expireInSeconds: 5 * 60 },
  'documents.sweep-orphans': { expireInSeconds: 30 * 60 },
  'progress-emails.send': { expireInSeconds: 2 * 60, policy: 'short' },
  'milestones.refresh-progress': { expireInSeconds: 10 * 60 },
  'data-rights.export': { expireInSeconds: 30 * 60 },
  'data-rights.retention': { expireInSeconds: 60 * 60 },
  'access-records.expire': { expireInSeconds: 30 * 60 },
};

export const JOB_NAMES = Object.keys(QUEUES) as JobName[];
