import { lazy, type ComponentType } from 'react';
import { loadedFirstScreenPage } from '@/app/firstScreen';
import type { FirstScreenPage } from '@/app/firstScreenRoutes';

type Loaded<P> = { default: ComponentType<P> };

/**
 * React.lazy for a first-screen page (firstScreenRoutes.ts). When main.tsx has already loaded
 * its module, the loader answers at once with a thenable that calls back synchronously, which
 * React.lazy takes as resolved: the page renders in the app's first pass, instead of the Suspense
 * loader first and the page in a later pass. Otherwise it loads like any lazy page.
 */
export const lazyPage = <M, P extends object>(
  page: FirstScreenPage,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
) =>
  lazy((): Promise<Loaded<P>> => {
    const preloaded = loadedFirstScreenPage(page);
    if (preloaded) {
      const loaded: Loaded<P> = { default: pick(preloaded.module as M) };
      const resolved = {
        then: (onFulfilled: (value: Loaded<P>) => unknown) => {
          onFulfilled(loaded);
        },
      };
      return resolved as unknown as Promise<Loaded<P>>;
    }
    return load().then((module) => ({ default: pick(module) }));
  });
