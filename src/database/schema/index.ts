export * from './users';
export * from './firms';
export * from './transactions';
export * from './system';
export type * from './types';
