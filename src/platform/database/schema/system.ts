import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { at, createdAt, id, updatedAt } from './columns';

/** The back office's settings: one row at most (the unique index on a constant holds it to one). */
export const adminConfig = pgTable(
  'admin_config',
  {
    _id: id(),
    benchmark_in_days: integer('benchmark_in_days'),
    /** Invoicing amount per transaction, in pence. */
    invoicing_amount: integer('invoicing_amount'),
    tags: text('tags').array().notNull().default([]),
    thirdfort_v2_switchover_date: at('thirdfort_v2_switchover_date'),
    /**
     * The progression targets (issue 36) the milestones' expected days count with: days from sale
     * agreed to exchange and from exchange to completion, working days for searches.
     */
    sale_agreed_to_exchange_days: integer('sale_agreed_to_exchange_days').notNull().default(28),
    exchange_to_completion_days: integer('exchange_to_completion_days').notNull().default(14),
    searches_working_days: integer('searches_working_days').notNull().default(10),
    updatedAt: updatedAt(),
  },
  () => [uniqueIndex('admin_config_one_row').on(sql`(true)`)],
);

/** An e-mail attachment by reference: `kind` names its renderer, `ref` what to render. */
export type OutboxAttachment = { kind: string; ref: string };

export const emailOutbox = pgTable(
  'email_outbox',
  {
    _id: id(),
    to: varchar('to', { length: 320 }).notNull(),
    subject: varchar('subject', { length: 500 }).notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    template: varchar('template', { length: 120 }).notNull(),
    /** The request a message answers (its job), so a repeated job finds it instead of adding one. */
    request_key: varchar('request_key', { length: 64 }),
    /**
     * Files to attach, named, not stored: each is rendered when the message is sent by the module
     * that registered its kind (a sale's receipt).
     */
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    /**
     * Extra message headers, none by default: a progress e-mail's List-Unsubscribe and
     * List-Unsubscribe-Post (RFC 8058). Never a secret: the unsubscribe link's token only
     * turns those e-mails off.
     */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** `superseded`: a newer request for the same link went out instead. */
    status: text('status', { enum: ['queued', 'sent', 'failed', 'superseded'] })
      .notNull()
      .default('queued'),
    transport: varchar('transport', { length: 32 }),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    /**
     * The message's Message-ID, the same on every attempt (set as the first attempt begins), so a
     * copy sent again after a crash can be recognised by its receiver as the same message.
     */
    message_id: varchar('message_id', { length: 255 }),
    /** When the latest attempt handed the message to the transport (in flight until it answers). */
    sending_at: at('sending_at'),
    /** The mail server's answer to the message (its 250 line), recorded as soon as it came. */
    transport_response: text('transport_response'),
    sent_at: at('sent_at'),
    created_at: createdAt(),
  },
  (t) => [
    index('email_outbox_status_idx').on(t.status, t.created_at),
    uniqueIndex('email_outbox_request_key').on(t.request_key),
  ],
);

export const contactRequests = pgTable(
  'contact_requests',
  {
    _id: id(),
    fullName: varchar('full_name', { length: 255 }).notNull(),
    email: varchar('email', { length: 320 }).notNull(),
    mobileNumber: varchar('mobile_number', { length: 32 }),
    message: text('message').notNull(),
    referrer: varchar('referrer', { length: 255 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_requests_created_idx').on(t.createdAt)],
);

/** Payment-provider webhook events already handled: each event id is processed once. */
export const processedWebhookEvents = pgTable('processed_webhook_events', {
  id: varchar('id', { length: 255 }).primaryKey(),
  provider: varchar('provider', { length: 32 }).notNull(),
  type: varchar('type', { length: 120 }).notNull(),
  createdAt: createdAt(),
});

/** State of the local payment simulator, which stands in for Stripe in the embedded default. */
export const simulatedPaymentIntents = pgTable('simulated_payment_intents', {
  id: varchar('id', { length: 64 }).primaryKey(),
  client_secret: varchar('client_secret', { length: 128 }).notNull(),
  amount: integer('amount').notNull(),
  currency: varchar('currency', { length: 3 }).notNull(),
  customer: varchar('customer', { length: 64 }),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  status: varchar('status', { length: 64 }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One row per attempt at a rate-limited action; counted over a sliding window. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 400 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('rate_limit_hits_key_idx').on(t.key, t.createdAt)],
);
