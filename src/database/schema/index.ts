export * from './enums';
export * from './users';
export * from './firms';
export * from './transactions';
export * from './purchase-intents';
export * from './system';
export type * from './types';
