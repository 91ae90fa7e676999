export * from './enums';
export * from './users';
export * from './firms';
export * from './transactions';
export * from './purchase-intents';
export * from './system';
export * from './jobs';
export type * from './types';
