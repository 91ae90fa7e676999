import type { OpenAPIObject } from '@nestjs/swagger';
import type {
  ReferenceObject,
  SchemaObject,
} from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { PUBLIC_EXTENSION } from '@/platform/common/decorators';

export const SESSION_SCHEME = 'session';
export const ERROR_SCHEMA = 'ErrorDto';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const;

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
  },
};

/**
 * Finishes the generated document: operations marked @Public() need no session (`security:
 * []`; every other one needs the session cookie), every operation documents its error body,
 * and the paths a deployment does not serve (development simulators) are left out along with
 * the schemas only they used.
 */
export function finishOpenApiDocument(
  document: OpenAPIObject,
  options: { servesPath: (path: string) => boolean },
): OpenAPIObject {
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
      const documentsClientErrors = Object.keys(operation.responses).some((code) =>
        code.startsWith('4'),
      );
      if (!documentsClientErrors) {
        operation.responses['4XX'] = {
          description:
            'The request was refused: invalid input (400), no session (401), not allowed (403), not found (404), conflict (409) or too many attempts (429)',
          content: {
            'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` } },
          },
        };
      }
    }
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
