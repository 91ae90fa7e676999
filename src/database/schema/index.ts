/** The schema, one file per aggregate, in dependency order: a file imports only those above it. */
export * from './enums';
export * from './users';
export * from './people';
export * from './companies';
export * from './firms';
export * from './properties';
export * from './groups';
export * from './referral-codes';
export * from './transactions';
export * from './orders';
export * from './purchase-intents';
export * from './events';
export * from './identity-checks';
export * from './searches';
export * from './system';
export * from './jobs';
export type * from './types';
export * from './invoicing';
