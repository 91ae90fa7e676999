import type { NestExpressApplication } from '@nestjs/platform-express';

type RouteLayer = {
  route?: { methods: Record<string, boolean>; _methods: () => string[] };
  match: (path: string) => unknown;
};

/**
 * The methods the app's routes answer on a path (the `Allow` of a 405), read from the Express
 * router once it has every route. Asked only for a request no route took, so it costs nothing
 * on the way of a request that a route answers.
 */
export function allowedMethods(app: NestExpressApplication): (path: string) => string[] {
  let layers: RouteLayer[] | undefined;
  return (path) => {
    layers ??= (
      (app.getHttpAdapter().getInstance() as unknown as { router: { stack: RouteLayer[] } }).router
        .stack ?? []
    ).filter((layer) => layer.route && !layer.route.methods._all);
    const methods = new Set<string>();
    for (const layer of layers) {
      if (layer.match(path)) for (const method of layer.route!._methods()) methods.add(method);
    }
    if (methods.size > 0) methods.add('OPTIONS');
    return [...methods].sort();
  };
}
