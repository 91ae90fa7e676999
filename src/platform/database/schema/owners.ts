import type { PgTable } from 'drizzle-orm/pg-core';
import type * as schema from './index';

/** The export name of every table of the schema. */
type TableName = {
  [K in keyof typeof schema]: (typeof schema)[K] extends PgTable ? K : never;
}[keyof typeof schema];

/**
 * The module (`<context>/<module>`, its folder under src/) that owns each table: only code in that folder inserts,
 * updates or deletes its rows; every other module goes through the owner's exported service,
 * and reads another module's tables only in a `*.query-repository.ts`. Keyed by the name code
 * imports the table by. `npx eslint` enforces it (scripts/eslint/module-boundaries.cjs), and a
 * table without an owner does not compile.
 */
export const TABLE_OWNERS = {
  users: 'accounts/users',
  sessions: 'accounts/auth',
  loginTokens: 'accounts/auth',
  adminPasskeys: 'accounts/auth',
  adminRecoveryCodes: 'accounts/auth',
  people: 'accounts/people',
  companies: 'accounts/companies',
  estateAgentBrands: 'partners/estate-agents',
  estateAgents: 'partners/estate-agents',
  lawFirms: 'partners/law-firms',
  lawyerGroups: 'partners/law-firms',
  properties: 'sales/properties',
  transactionGroups: 'back-office/groups',
  referralCodes: 'sales/referral-codes',
  transactions: 'sales/sale',
  transactionSellers: 'sales/sale',
  salesCount: 'sales/sale',
  orders: 'sales/payments',
  purchaseIntents: 'sales/purchases',
  purchaseIntentPeople: 'sales/purchases',
  milestones: 'sales/milestones',
  saleProgress: 'sales/milestones',
  updateRequests: 'sales/update-requests',
  events: 'platform/timeline',
  transactionNotes: 'sales/notes',
  identityChecks: 'providers/identity-checks',
  providerEvents: 'providers/identity-checks',
  simulatedIdentityChecks: 'providers/identity-checks',
  providerCursors: 'platform/jobs',
  jobClaims: 'platform/jobs',
  searchOrderRequests: 'providers/searches',
  searchOrders: 'providers/searches',
  searchResultFiles: 'providers/searches',
  simulatedSearchOrders: 'providers/searches',
  additionalRequests: 'sales/additional-requests',
  documents: 'sales/documents',
  adminConfig: 'platform/settings',
  emailOutbox: 'platform/email',
  contactRequests: 'accounts/contact',
  processedWebhookEvents: 'sales/checkout',
  simulatedPaymentIntents: 'sales/checkout',
  rateLimitHits: 'platform/rate-limit',
  invoiceFiles: 'back-office/invoicing',
  idempotencyKeys: 'platform/idempotency',
  progressChanges: 'sales/progress-emails',
  progressEmailSettings: 'sales/progress-emails',
  dataExports: 'accounts/data-rights',
  erasureRequests: 'accounts/data-rights',
  heldRecords: 'accounts/data-rights',
  accessRecords: 'accounts/access-records',
} as const satisfies Record<TableName, string>;

/**
 * Modules that load demo data straight into any table (SEED_DEMO=true, `npm run seed:volume`):
 * fixtures, not features, so the ownership of writes does not bind them.
 */
export const DATA_LOADERS: readonly string[] = ['seed'];
