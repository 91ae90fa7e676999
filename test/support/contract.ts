import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { Response } from 'supertest';

/**
 * The committed API document as a contract every API test holds the app to: each response a
 * test receives from a documented route must have a documented status, a declared content type
 * and, for JSON, a body that matches the declared schema. A mismatch fails the test that saw it,
 * with what was wrong. The document is read and its schemas compiled once per worker (each
 * validator on first use).
 */

type Operation = {
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};
export type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
};

type Route = { template: string; pattern: RegExp; literals: number };

export type ContractProblem = { method: string; path: string; status: number; problem: string };

export class ApiContract {
  private readonly ajv: Ajv;
  private readonly routes: Route[];
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly document: OpenApiDocument) {
    this.ajv = new Ajv({ strict: false, allErrors: false, validateFormats: true });
    addFormats(this.ajv);
    this.ajv.addSchema(asJsonSchema(document) as object, 'openapi');
    // The most specific template first: /api/transaction/latest/{userId} before
    // /api/transaction/{id}.
    this.routes = Object.keys(document.paths)
      .map((template) => {
        const parts = template.split('/');
        const pattern = new RegExp(
          `^${parts
            .map((part) =>
              /^\{[^}]+\}$/.test(part) ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
            )
            .join('/')}$`,
        );
        return { template, pattern, literals: parts.filter((p) => !p.startsWith('{')).length };
      })
      .sort((a, b) => b.literals - a.literals || b.template.length - a.template.length);
  }

  static fromFile(file = join(__dirname, '..', '..', 'openapi.json')): ApiContract {
    return new ApiContract(JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument);
  }

  /** The documented path template a request path falls under, if any. */
  routeOf(path: string): string | undefined {
    return this.routes.find((route) => route.pattern.test(path))?.template;
  }

  /** What is wrong with a response, or undefined when the document allows it. */
  check(method: string, url: string, res: Pick<Response, 'status' | 'headers' | 'body' | 'text'>) {
    const path = new URL(url, 'http://localhost').pathname;
    const template = this.routeOf(path);
    // Only documented routes are held to the document (a page, an unknown path's 404).
    if (!template) return undefined;
    const verb = method.toLowerCase();
    const operation = this.document.paths[template][verb === 'head' ? 'get' : verb];
    const fail = (problem: string): ContractProblem => ({
      method: method.toUpperCase(),
      path: template,
      status: res.status,
      problem,
    });
    // No route took it (Nest's "Cannot GET …"): a path this deployment does not serve.
    if (res.status === 404 && /^Cannot [A-Z]+ /.test(String(bodyOf(res)?.message ?? ''))) {
      return undefined;
    }
    if (!operation) {
      // An unsupported method on a known path: the document lists no answer for it.
      return res.status === 405 ? undefined : fail(`${method} is not an operation of this path`);
    }
    const status = String(res.status);
    const key = [status, `${status[0]}XX`, 'default'].find((k) => k in operation.responses);
    if (!key) return fail(`status ${status} is not documented`);
    const content = operation.responses[key].content ?? {};
    const type = String(res.headers['content-type'] ?? '')
      .split(';')[0]
      .trim();
    const length = Number(res.headers['content-length'] ?? NaN);
    const hasBody = verb !== 'head' && res.status !== 204 && res.status !== 304 && length !== 0;
    if (!hasBody) return undefined;
    if (!type) return undefined;
    const declared = Object.keys(content);
    if (declared.length === 0) return fail(`answers ${type} but documents no content`);
    const media = declared.find((candidate) => mediaMatches(candidate, type));
    if (!media) return fail(`answers ${type}, documented as ${declared.join(', ')}`);
    if (!/json/.test(type) || content[media].schema === undefined) return undefined;
    const validate = this.validator(template, verb, key, media);
    if (validate(bodyOf(res))) return undefined;
    const errors = (validate.errors ?? [])
      .slice(0, 3)
      .map((error) => `${error.instancePath || '(body)'} ${error.message ?? ''}`.trim())
      .join('; ');
    return fail(`body breaks its schema: ${errors}`);
  }

  private validator(template: string, verb: string, status: string, media: string) {
    const id = [template, verb, status, media].join(' ');
    let validate = this.validators.get(id);
    if (!validate) {
      const pointer = ['paths', template, verb, 'responses', status, 'content', media, 'schema']
        .map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1'))
        .join('/');
      validate = this.ajv.compile({ $ref: `openapi#/${pointer}` });
      this.validators.set(id, validate);
    }
    return validate;
  }
}

/**
 * The document with OpenAPI 3.0's `nullable` read as the generators read it: beside `allOf`
 * (how Nest documents a nullable nested DTO) it allows null for the whole schema, which plain
 * JSON Schema would not.
 */
function asJsonSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asJsonSchema);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(([key, inner]) => [key, asJsonSchema(inner)]);
  const schema = Object.fromEntries(entries) as Record<string, unknown>;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
    schema.enum = [...(schema.enum as unknown[]), null];
  }
  if (schema.nullable === true && ('allOf' in schema || '$ref' in schema)) {
    const { nullable: _nullable, ...rest } = schema;
    return { anyOf: [rest, { type: 'null' }] };
  }
  return schema;
}

/** The JSON body, also when a test read the response as bytes. */
function bodyOf(res: Pick<Response, 'body' | 'text'>): Record<string, unknown> | undefined {
  if (!Buffer.isBuffer(res.body)) return res.body as Record<string, unknown> | undefined;
  try {
    return JSON.parse(res.body.toString('utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

const mediaMatches = (declared: string, actual: string) =>
  declared === actual ||
  declared === '*/*' ||
  (declared.endsWith('/*') && actual.startsWith(declared.slice(0, -1)));

let shared: ApiContract | undefined;

/** The committed document's contract, compiled once per worker. */
export const apiContract = (): ApiContract => (shared ??= ApiContract.fromFile());

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'] as const;

/**
 * `client` (a supertest agent, or supertest bound to the app) with every request it makes held
 * to the document: the check runs as the request's first assertion, so a mismatch fails the
 * test with what was wrong. With CONTRACT_REPORT set to a file, mismatches are appended there
 * instead (to survey them), and the tests go on.
 */
export function holdToContract<T extends object>(client: T): T {
  const contract = apiContract();
  const report = process.env.CONTRACT_REPORT;
  return new Proxy(client, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function' || !METHODS.includes(property as (typeof METHODS)[number])) {
        return typeof value === 'function' ? value.bind(target) : value;
      }
      return (url: string, ...rest: unknown[]) => {
        const test = (value as (...args: unknown[]) => { expect: (fn: unknown) => unknown }).call(
          target,
          url,
          ...rest,
        );
        test.expect((res: Response) => {
          const problem = contract.check(String(property), url, res);
          if (!problem) return;
          if (report) {
            appendFileSync(report, `${JSON.stringify(problem)}\n`);
            return;
          }
          throw new Error(
            `${problem.method} ${problem.path} answered ${problem.status}, which openapi.json does not allow: ${problem.problem}`,
          );
        });
        return test;
      };
    },
  });
}
