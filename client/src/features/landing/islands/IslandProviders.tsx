import type { ReactNode } from 'react';
import { AppProviders } from '@/app/AppProviders';
import { makeStore, type AppStore } from '@/app/store';

let store: AppStore | undefined;

/**
 * The providers an island of the light landing needs (Redux store, antd theme and locale): one
 * store shared by every island of the page, made when the first island mounts.
 */
export const IslandProviders = ({ children }: { children: ReactNode }) => {
  store ??= makeStore();
  return <AppProviders store={store}>{children}</AppProviders>;
};
