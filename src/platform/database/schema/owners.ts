import type { PgTable } from 'drizzle-orm/pg-core';
import type * as schema from './index';

/** The export name of every table of the schema. */
type TableName = {
  [K in keyof typeof schema]: (typeof schema)[K] extends PgTable ? K : never;
}[keyof typeof schema];

/**
 * The module (the folder under src/) that owns each table: only code in that folder inserts,
 * updates or deletes its rows; every other module goes through the owner's exported service,
 * and reads another module's tables only in a `*.query-repository.ts`. Keyed by the name code
 * imports the table by. `npx eslint` enforces it (scripts/eslint/module-boundaries.cjs), and a
 * table without an owner does not compile.
 */
export const TABLE_OWNERS = {
  users: 'users',
  sessions: 'auth',
  loginTokens: 'auth',
  adminPasskeys: 'auth',
  adminRecoveryCodes: 'auth',
  people: 'people',
  companies: 'companies',
  estateAgentBrands: 'estate-agents',
  estateAgents: 'estate-agents',
  lawFirms: 'law-firms',
  lawyerGroups: 'law-firms',
  properties: 'properties',
  transactionGroups: 'transaction-groups',
  referralCodes: 'referral-codes',
  transactions: 'sales',
  transactionSellers: 'sales',
  salesCount: 'sales',
  orders: 'orders',
  purchaseIntents: 'purchase-intents',
  purchaseIntentPeople: 'purchase-intents',
  events: 'events',
  transactionNotes: 'notes',
  identityChecks: 'identity-checks',
  providerEvents: 'identity-checks',
  simulatedIdentityChecks: 'identity-checks',
  providerCursors: 'jobs',
  jobClaims: 'jobs',
  searchOrderRequests: 'searches',
  searchOrders: 'searches',
  searchResultFiles: 'searches',
  simulatedSearchOrders: 'searches',
  additionalRequests: 'additional-requests',
  documents: 'documents',
  adminConfig: 'admin-config',
  emailOutbox: 'email',
  contactRequests: 'contact',
  processedWebhookEvents: 'payments',
  simulatedPaymentIntents: 'payments',
  rateLimitHits: 'rate-limit',
  invoiceFiles: 'invoicing',
  idempotencyKeys: 'idempotency',
  progressChanges: 'progress-changes',
  progressEmailSettings: 'progress-changes',
  dataExports: 'data-rights',
  erasureRequests: 'data-rights',
  heldRecords: 'data-rights',
  accessRecords: 'access-records',
} as const satisfies Record<TableName, string>;

/**
 * Modules that load demo data straight into any table (SEED_DEMO=true, `npm run seed:volume`):
 * fixtures, not features, so the ownership of writes does not bind them.
 */
export const DATA_LOADERS: readonly string[] = ['seed'];
