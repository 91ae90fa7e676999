import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import type { INestApplication, Type } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ModulesContainer } from '@nestjs/core';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import { AppConfig, simulators } from '@/platform/config/config';
import { APP_CONFIG } from '@/platform/config/config.module';
import { cookies } from '@/platform/http/cookies';
import { sameOriginOnly } from '@/platform/http/csrf';
import { securityHeaders } from '@/platform/http/security-headers';
import { firstRender } from '@/platform/http/first-render';
import { clientFiles } from '@/platform/http/static-assets';
import { CORE_MODULES, FEATURE_MODULES } from '@/app.module';
import {
  finishOpenApiDocument,
  orderAsParts,
  SESSION_SCHEME,
  unnamedOperationId,
} from '@/platform/http/openapi-document';
import { documentValidationRules } from '@/platform/http/openapi-constraints';
import { SESSION_COOKIE } from '@/accounts/auth/tokens';
import { ErrorReporter } from '@/platform/common/error-reporter';
import { HttpExceptionFilter } from '@/platform/http/http-exception.filter';
import { requestContext } from '@/platform/http/request-context';
import { ShutdownState } from '@/platform/common/shutdown';
import { MetricsService } from '@/platform/metrics/metrics.service';
import { BodyPolicy, BodyRoute, JSON_TYPES, requestBodies } from '@/platform/http/request-body';
import { createValidationPipe } from '@/platform/common/validation';
import {
  DOCUMENT_UPLOAD_BODY,
  DOCUMENT_UPLOAD_PATHS,
} from '@/sales/documents/upload/upload-routes';
import { allowedMethods } from '@/platform/http/allowed-methods';
import { limitRequestTime, minimumBodyRate } from '@/platform/http/slow-clients';

export const API_PREFIX = 'api';

/**
 * Options for NestFactory.create: Nest's own body parsers stay off (they would take any JSON or
 * form body up to 100 KB on every route); requestBodies reads bodies by route instead.
 */
export const HTTP_APP_OPTIONS = { bodyParser: false } as const;

/** What every route takes unless bodyRoutes says otherwise: JSON, small. */
export const JSON_BODY: BodyPolicy = { types: JSON_TYPES, limitBytes: 100 * 1024, read: 'json' };

/** The routes whose bodies differ from JSON_BODY, each with what it needs and no more. */
export function bodyRoutes(config: AppConfig): BodyRoute[] {
  const largeJson: BodyPolicy = { ...JSON_BODY, limitBytes: 1024 * 1024 };
  return [
    // Providers' events: signed over the raw bytes, which requestBodies keeps.
    { method: 'POST', path: `/${API_PREFIX}/stripe/webhook`, policy: largeJson },
    { method: 'POST', path: `/${API_PREFIX}/webhooks/thirdfort`, policy: largeJson },
    // One-click unsubscribe (RFC 8058): mail providers POST 'List-Unsubscribe=One-Click' as a
    // form. The route acts on its query and never reads the body.
    {
      method: 'POST',
      path: `/${API_PREFIX}/progress-emails/unsubscribe`,
      policy: {
        types: ['application/x-www-form-urlencoded', 'multipart/form-data', ...JSON_TYPES],
        limitBytes: 1024,
        read: 'stream',
      },
    },
    // A development's units (up to 200 sales in one request).
    { method: 'POST', path: `/${API_PREFIX}/admin/transactions-groups`, policy: largeJson },
    // Documents: one file per request, streamed to the file store by the route (DocumentUploads).
    ...DOCUMENT_UPLOAD_PATHS.map((path) => ({
      method: 'POST',
      path: `/${API_PREFIX}/${path}`,
      policy: DOCUMENT_UPLOAD_BODY,
    })),
    // PISCES XML with results (PDFs inside): the route checks the in-band credentials before it
    // reads the rest (SearchesCallbackController).
    {
      method: 'POST',
      path: `/${API_PREFIX}/searches/callback`,
      policy: {
        types: ['application/xml', 'text/xml'],
        limitBytes: config.searches.maxPushBytes,
        read: 'stream',
      },
    },
  ];
}

/** API answers carry personal data: no browser or shared cache keeps them. */
function noStore(req: Request, res: Response, next: NextFunction) {
  if (req.path === `/${API_PREFIX}` || req.path.startsWith(`/${API_PREFIX}/`)) {
    res.setHeader('Cache-Control', 'no-store');
  }
  next();
}

/** Dev-only paths and the simulator that must be active for a deployment to serve them. */
const DEV_PATHS: { prefix: string; simulator: keyof ReturnType<typeof simulators> }[] = [
  { prefix: `/${API_PREFIX}/dev/mailbox`, simulator: 'mailbox' },
  { prefix: `/${API_PREFIX}/dev/payments`, simulator: 'payments' },
];

export type OpenApiOptions = {
  productName?: string;
  /** The deployment's public address; the committed document names none (relative `/`). */
  serverUrl?: string;
  /** The deployment's settings: its document leaves out dev paths it does not serve. */
  config?: AppConfig;
};

/**
 * The OpenAPI document. Without a deployment's config (the committed openapi.json, which the
 * client's hooks are generated from) it documents every route, the development simulators'
 * included; a deployment's own document (/api/docs) leaves out what it does not serve.
 */
export function buildOpenApiDocument(
  app: INestApplication,
  { productName = 'Threshold', serverUrl, config }: OpenApiOptions = {},
): OpenAPIObject {
  const options = new DocumentBuilder()
    .setTitle(`${productName} API`)
    .setDescription(
      'Selling and buying a home in England and Wales: customer journeys and the back office. ' +
        'Authenticated by the session cookie set by the magic-link sign-in ' +
        '(GET /api/authentication/verify-user); operations marked public need none.',
    )
    .setVersion('1.0')
    .addServer(
      serverUrl ?? '/',
      serverUrl ? 'This deployment' : 'The server that serves this document',
    )
    .addCookieAuth(
      SESSION_COOKIE,
      {
        type: 'apiKey',
        in: 'cookie',
        name: SESSION_COOKIE,
        description: 'Session cookie set by GET /api/authentication/verify-user',
      },
      SESSION_SCHEME,
    )
    .build();
  // Every route names its operation (`@ApiOperation({ operationId })`); one that does not is
  // marked, and finishOpenApiDocument refuses the document.
  const operationIdFactory = unnamedOperationId;
  // The validators' constraints (integers, bounds, patterns) are what the document shows.
  documentValidationRules();
  const document = SwaggerModule.createDocument(app, options, { operationIdFactory });
  orderAsParts(
    document,
    modulesAsListed(app).map((module) =>
      SwaggerModule.createDocument(app, options, { operationIdFactory, include: [module] }),
    ),
  );
  const active = config ? simulators(config) : null;
  return finishOpenApiDocument(document, {
    servesPath: (path) => {
      if (!active) return true;
      const dev = DEV_PATHS.find((entry) => path.startsWith(entry.prefix));
      if (dev) return active[dev.simulator];
      return !path.startsWith(`/${API_PREFIX}/dev/`);
    },
  });
}

/**
 * The app's modules in the order AppModule lists them (CORE_MODULES, then FEATURE_MODULES); a
 * module the lists do not name keeps its place after the module Nest discovered before it.
 */
function modulesAsListed(app: INestApplication): Type[] {
  const listed: unknown[] = [...CORE_MODULES, ...FEATURE_MODULES];
  let rank = -1;
  return [...app.get(ModulesContainer).values()]
    .map(({ metatype }, index) => {
      const at = listed.indexOf(metatype);
      if (at >= 0) rank = at;
      return { metatype, rank, index };
    })
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((module) => module.metatype);
}

/** Everything between "Nest made the app" and "listen": shared by main.ts and the API tests. */
export function configureHttp(app: NestExpressApplication, options: { serveClient: boolean }) {
  const config = app.get<AppConfig>(APP_CONFIG);
  app.setGlobalPrefix(API_PREFIX);
  app.set('trust proxy', config.trustProxy ? 1 : false);
  app.disable('x-powered-by');
  // No ETag (a hash of every JSON body) on API answers: clients never send them back.
  app.set('etag', false);
  // Request lines are info-level: at warn and above nothing per request is even set up.
  app.use(
    requestContext({ logRequests: config.logLevel === 'debug' || config.logLevel === 'info' }),
  );
  app.use(app.get(MetricsService).httpMiddleware(API_PREFIX));
  app.use(closeWhileShuttingDown(app.get(ShutdownState)));
  app.use(
    securityHeaders({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'script-src': [
            "'self'",
            'https://js.stripe.com',
            'https://www.google.com/recaptcha/',
            'https://www.gstatic.com/recaptcha/',
            'https://js-eu1.hsforms.net',
            'https://*.hsforms.net',
          ],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'https:'],
          'frame-src': [
            "'self'",
            'https://js.stripe.com',
            'https://hooks.stripe.com',
            'https://www.google.com/recaptcha/',
            'https://*.hsforms.net',
            'https://*.hsforms.com',
          ],
          'connect-src': [
            "'self'",
            'https://api.stripe.com',
            'https://*.sentry.io',
            'https://*.hsforms.com',
            'https://*.hubspot.com',
          ],
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(noStore);
  limitRequestTime(app.getHttpServer() as Server, config.operations.http);
  app.use(minimumBodyRate(config.operations.http));
  app.use(requestBodies(bodyRoutes(config), JSON_BODY));
  app.use(cookies);
  app.use(sameOriginOnly(new URL(config.appUrl).origin));
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpExceptionFilter(app.get(ErrorReporter), allowedMethods(app)));

  const document = buildOpenApiDocument(app, {
    productName: config.productName,
    serverUrl: config.appUrl,
    config,
  });
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, document, {
    jsonDocumentUrl: `${API_PREFIX}/docs-json`,
    customSiteTitle: `${config.productName} API`,
  });

  if (options.serveClient) serveClient(app, config);
  // No enableShutdownHooks: main.ts drains on SIGTERM itself (drainOnSignals) and exits 0.
}

/** While the process shuts down, each answer closes its connection: clients reconnect elsewhere. */
function closeWhileShuttingDown(shutdown: ShutdownState) {
  return (_req: Request, res: Response, next: NextFunction) => {
    if (shutdown.isShuttingDown) res.setHeader('Connection', 'close');
    next();
  };
}

/**
 * Serves the built client (precompressed, hashed assets cached for a year; see clientFiles) and
 * answers every other non-API GET with the single-page app's index.html (no-cache).
 */
function serveClient(app: NestExpressApplication, config: AppConfig) {
  const root = resolve(process.env.CLIENT_DIST ?? join(__dirname, '..', 'client', 'dist'));
  const hasClient = existsSync(join(root, 'index.html'));
  // The build's render module, for signed-in trackers (first-render.ts); beside the client.
  const ssrDir = resolve(
    process.env.CLIENT_SSR_DIST ?? join(__dirname, '..', 'client', 'dist-ssr'),
  );
  const client = hasClient
    ? clientFiles(
        root,
        { productName: config.productName, supportEmail: config.supportEmail },
        firstRender(ssrDir, SESSION_COOKIE),
      )
    : null;
  const isApi = (req: Request) =>
    req.path === `/${API_PREFIX}` || req.path.startsWith(`/${API_PREFIX}/`);
  // API requests never touch the file system.
  if (client)
    app.use((req: Request, res: Response, next: NextFunction) =>
      isApi(req) ? next() : client.files(req, res, next),
    );
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (isApi(req)) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!client) {
      res.status(503).type('text/plain').send('The client is not built yet: run `npm run build`.');
      return;
    }
    client.serveIndex(req, res, next);
  });
}
