import type { OpenAPIObject } from '@nestjs/swagger';
import type {
  ReferenceObject,
  SchemaObject,
} from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { PUBLIC_EXTENSION } from '@/platform/common/decorators';
import { NO_NUL_PATTERN, schemasNeedingAField } from './openapi-constraints';

export const SESSION_SCHEME = 'session';
export const ERROR_SCHEMA = 'ErrorDto';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const;

/** What an operationId looks like: camelCase, in the API's words ('listSales', 'queueSummary'). */
const OPERATION_ID = /^[a-z][a-zA-Z0-9]*$/;
const UNNAMED = 'unnamed:';

/**
 * The operationId Swagger gives a route that names none: marked, so finishOpenApiDocument can
 * refuse it. Ids are the client's hook names (`queueSummary` -> useQueueSummaryQuery), so each
 * route chooses its own rather than inheriting its controller's class name.
 */
export const unnamedOperationId = (controllerKey: string, methodKey: string): string =>
  `${UNNAMED}${controllerKey}.${methodKey}`;

/** The JSON error body every failure has (see HttpExceptionFilter). */
const ERROR_BODY: SchemaObject = {
  type: 'object',
  required: ['statusCode', 'message', 'error'],
  properties: {
    statusCode: { type: 'integer', example: 400 },
    message: {
      oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
      description: "What went wrong, in the spec's words; validation errors list one per field",
    },
    error: { type: 'string', example: 'Bad Request' },
    code: {
      type: 'string',
      example: 'INVALID_ID',
      description: 'A stable code for the failure, where it has one (for example SALE_LOCKED)',
    },
  },
};

const UNSAFE = new Set(['post', 'put', 'patch', 'delete']);

/**
 * What the shared pieces answer on every route they guard, described once here rather than on
 * each route: the body reader and the validation pipe (400, 408, 413, 415), SessionGuard (401), the
 * same-origin check on writes (403), the id pipe (400 INVALID_ID, then 404 for an id that names
 * nothing of yours) and the database and shutdown handling (503). A route's own description of
 * one of these statuses is kept; each is given the error body.
 */
const SHARED_ANSWERS: {
  status: string;
  applies: (operation: Operation, method: string, path: string) => boolean;
  description: string;
}[] = [
  {
    status: '400',
    applies: () => true,
    description:
      'Invalid input: a value the route refuses (one message per field), a malformed id (INVALID_ID), a body that is not valid JSON (MALFORMED_BODY), or text anywhere holding a NUL character or a lone UTF-16 surrogate',
  },
  {
    status: '401',
    applies: (operation) => !isPublic(operation),
    description: 'No session: sign in first (the session cookie is missing, expired or revoked)',
  },
  {
    status: '403',
    applies: (_operation, method) => UNSAFE.has(method),
    description: 'Refused: sent from another site (CROSS_SITE_REFUSED), or not allowed to you',
  },
  {
    status: '404',
    applies: (operation, _method, path) =>
      path.includes('/dev/') ||
      (operation.parameters ?? []).some((p) => 'in' in p && p.in === 'path'),
    description: 'Nothing of yours has that id',
  },
  {
    status: '408',
    applies: (operation) => operation.requestBody !== undefined,
    description:
      'The body arrived too slowly (below the minimum rate, or past the time a request may take) and was cut off (REQUEST_TOO_SLOW)',
  },
  {
    status: '413',
    applies: (operation) => operation.requestBody !== undefined,
    description: 'The body is larger than this route takes',
  },
  {
    status: '415',
    applies: (operation) => operation.requestBody !== undefined,
    description: "The body's content type is not one this route takes",
  },
  {
    status: '503',
    applies: () => true,
    description:
      "The service can't answer right now (its database is unavailable, or it is shutting down): try again after Retry-After seconds",
  },
];

type Operation = NonNullable<OpenAPIObject['paths'][string]['get']>;

const isPublic = (operation: Operation) =>
  Array.isArray(operation.security) && operation.security.length === 0;

const errorContent = () => ({
  'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` } },
});

/** The shared answers an operation can give, and the error body on every error it lists. */
function addSharedAnswers(
  operation: Operation,
  { method, path }: { method: string; path: string },
) {
  for (const answer of SHARED_ANSWERS) {
    if (answer.status in operation.responses || !answer.applies(operation, method, path)) continue;
    const description =
      answer.status === '404' && path.includes('/dev/')
        ? 'Not served here: development routes answer only in development and test'
        : answer.description;
    operation.responses[answer.status] = { description };
  }
  for (const [status, response] of Object.entries(operation.responses)) {
    if (!response || !/^[45]/.test(status) || '$ref' in response) continue;
    response.content ??= errorContent();
  }
  operation.responses = Object.fromEntries(
    Object.entries(operation.responses).sort(([a], [b]) => a.localeCompare(b)),
  );
}

/**
 * Finishes the generated document: operations marked @Public() need no session (`security:
 * []`; every other one needs the session cookie), every operation documents its error body,
 * and the paths a deployment does not serve (development simulators) are left out along with
 * the schemas only they used. A document with an operation that names no operationId, names a
 * malformed one or shares one with another operation is refused (see checkOperationIds).
 */
export function finishOpenApiDocument(
  document: OpenAPIObject,
  options: { servesPath: (path: string) => boolean },
): OpenAPIObject {
  checkOperationIds(document);
  document.security = [{ [SESSION_SCHEME]: [] }];
  document.components = document.components ?? {};
  document.components.schemas = { ...document.components.schemas, [ERROR_SCHEMA]: ERROR_BODY };
  for (const [path, item] of Object.entries(document.paths)) {
    if (!options.servesPath(path)) {
      delete document.paths[path];
      continue;
    }
    for (const method of METHODS) {
      const operation = item[method] as
        | (NonNullable<(typeof item)['get']> & Record<string, unknown>)
        | undefined;
      if (!operation) continue;
      if (operation[PUBLIC_EXTENSION]) {
        operation.security = [];
        delete operation[PUBLIC_EXTENSION];
      }
      addSharedAnswers(operation, { method, path });
    }
  }
  refuseNulInInput(document);
  for (const name of schemasNeedingAField()) {
    const schema = document.components.schemas[name] as SchemaObject | undefined;
    if (schema) schema.minProperties = 1;
  }
  dropUnusedSchemas(document);
  const usedTags = new Set(
    Object.values(document.paths).flatMap((item) =>
      METHODS.flatMap((method) => item[method]?.tags ?? []),
    ),
  );
  document.tags = (document.tags ?? []).filter((tag) => usedTags.has(tag.name));
  return document;
}

/**
 * Throws unless every operation has its own explicit camelCase operationId (set with
 * `@ApiOperation({ operationId })`): the generated client's hooks are named after them.
 */
export function checkOperationIds(document: OpenAPIObject): void {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const id = item[method]?.operationId;
      if (id === undefined) {
        if (item[method]) problems.push(`${method.toUpperCase()} ${path} has no operationId`);
        continue;
      }
      const route = `${method.toUpperCase()} ${path}`;
      if (id.startsWith(UNNAMED)) {
        problems.push(
          `${route} (${id.slice(UNNAMED.length)}) names no operationId: add one to its @ApiOperation`,
        );
      } else if (!OPERATION_ID.test(id)) {
        problems.push(`${route}: operationId '${id}' is not camelCase`);
      } else if (seen.has(id)) {
        problems.push(`${route}: operationId '${id}' is also ${seen.get(id)}'s`);
      }
      seen.set(id, seen.get(id) ?? route);
    }
  }
  if (problems.length > 0) {
    throw new Error(`The OpenAPI document's operationIds:\n${problems.join('\n')}`);
  }
}

/**
 * Orders the document's paths, each path's operations and its schemas as `parts` list them: the
 * same routes documented a module at a time, the modules in the order the app lists them. Nest
 * discovers modules through their imports, so without this a route's place in the committed
 * document (and the generated client) would move whenever code moves between modules.
 */
export function orderAsParts(document: OpenAPIObject, parts: readonly OpenAPIObject[]): void {
  const paths: OpenAPIObject['paths'] = {};
  for (const [path, item] of [...parts.map((part) => part.paths), document.paths].flatMap((each) =>
    Object.entries(each),
  )) {
    const full = document.paths[path] as Record<string, unknown> | undefined;
    if (!full) continue;
    const target = (paths[path] ??= {}) as Record<string, unknown>;
    for (const key of Object.keys(item)) if (!(key in target)) target[key] = full[key];
  }
  document.paths = paths;
  const schemas = document.components?.schemas;
  if (!schemas) return;
  const ordered: typeof schemas = {};
  for (const name of [...parts, document].flatMap((each) =>
    Object.keys(each.components?.schemas ?? {}),
  )) {
    if (name in schemas && !(name in ordered)) ordered[name] = schemas[name];
  }
  document.components!.schemas = ordered;
}

/**
 * Every text a request carries (query and path values, and the strings of request bodies,
 * through the schemas they use) refuses the NUL character, as the validation pipe does: a
 * string with no pattern, enum or format of its own gets one that says so. (Patterns of their
 * own are anchored character classes without NUL, or say what the text must contain.)
 */
function refuseNulInInput(document: OpenAPIObject): void {
  const schemas = document.components?.schemas ?? {};
  const seen = new Set<unknown>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    const schema = value as SchemaObject & ReferenceObject;
    if (typeof schema.$ref === 'string' && schema.$ref.startsWith('#/components/schemas/')) {
      visit(schemas[schema.$ref.slice('#/components/schemas/'.length)]);
    }
    if (
      schema.type === 'string' &&
      schema.pattern === undefined &&
      schema.enum === undefined &&
      schema.format === undefined
    ) {
      schema.pattern = NO_NUL_PATTERN;
    }
    for (const [key, inner] of Object.entries(schema)) if (key !== 'example') visit(inner);
  };
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      for (const parameter of operation.parameters ?? []) {
        if ('in' in parameter && (parameter.in === 'query' || parameter.in === 'path')) {
          visit(parameter.schema);
        }
      }
      const body = operation.requestBody;
      if (body && 'content' in body) {
        for (const media of Object.values(body.content)) visit(media.schema);
      }
    }
  }
}

/** Removes component schemas no longer referenced from any remaining path (transitively). */
function dropUnusedSchemas(document: OpenAPIObject): void {
  const schemas = document.components?.schemas ?? {};
  const used = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value === null || typeof value !== 'object') return;
    const ref = (value as ReferenceObject).$ref;
    if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
      const name = ref.slice('#/components/schemas/'.length);
      if (!used.has(name)) {
        used.add(name);
        visit(schemas[name]);
      }
    }
    Object.values(value).forEach(visit);
  };
  visit(document.paths);
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
}
