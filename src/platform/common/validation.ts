import {
  ArgumentMetadata,
  ValidationError as ClassValidationError,
  ValidationPipe,
} from '@nestjs/common';
import { DECORATORS } from '@nestjs/swagger/dist/constants';
import { ValidationError } from './errors';

/** Which failed rule speaks for a field: presence and type first, then size, then format. */
const PRIORITY = [
  'whitelistValidation',
  'isDefined',
  'isString',
  'isArray',
  'isIn',
  'isBoolean',
  'isInt',
  'isNumber',
  'minLength',
  'maxLength',
  'min',
  'max',
];

const rank = (constraint: string) => {
  const index = PRIORITY.indexOf(constraint);
  return index === -1 ? PRIORITY.length : index;
};

/** How many unknown fields one message names before it only counts the rest. */
const UNKNOWN_FIELDS_NAMED = 3;

/**
 * Flattens nested class-validator errors into the spec's messages: one per field (the most basic
 * rule it breaks), in field order, without repeats. Fields the request may not carry at all
 * become one message naming the first few (a body of thousands of unknown keys is one line, not
 * thousands). Linear in the number of errors.
 */
export function flattenValidationErrors(errors: ClassValidationError[]): string[] {
  const messages = new Set<string>();
  const unknown: string[] = [];
  let unknownCount = 0;
  const stack = [...errors].reverse();
  while (stack.length > 0) {
    const error = stack.pop()!;
    const constraints = Object.entries(error.constraints ?? {});
    if (constraints.length === 1 && constraints[0][0] === 'whitelistValidation') {
      unknownCount += 1;
      if (unknown.length < UNKNOWN_FIELDS_NAMED) unknown.push(error.property);
    } else if (constraints.length > 0) {
      const [, message] = constraints.sort(([a], [b]) => rank(a) - rank(b))[0];
      messages.add(message);
    }
    if (error.children)
      for (let i = error.children.length - 1; i >= 0; i--) stack.push(error.children[i]);
  }
  if (unknownCount > 0) messages.add(unknownFieldsMessage(unknown, unknownCount));
  return [...messages];
}

/** 'property colour should not exist', or 'properties a, b, c and 7,997 more should not exist'. */
function unknownFieldsMessage(named: string[], count: number): string {
  if (count === 1) return `property ${named[0]} should not exist`;
  const more = count - named.length;
  const list =
    more > 0 ? `${named.join(', ')} and ${more.toLocaleString('en-GB')} more` : named.join(', ');
  return `properties ${list} should not exist`;
}

/** Deeper than any request the API takes (a purchase's giftor's address is 4 levels down). */
export const MAX_INPUT_DEPTH = 32;

export const INPUT_MESSAGES = {
  nul: 'Text must not contain NUL characters',
  unicode: 'Text must be valid Unicode',
  depth: 'Request body is nested too deeply',
  notAnObject: 'Request body must be a JSON object',
} as const;

/** Half of a UTF-16 surrogate pair without its other half: not a character at all. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const PRIMITIVE_TYPES: unknown[] = [String, Boolean, Number, Array, Object, Buffer, Date];

function isDtoClass(metatype: ArgumentMetadata['metatype']): boolean {
  return typeof metatype === 'function' && !PRIMITIVE_TYPES.includes(metatype);
}

/**
 * Refuses input no field may hold, before anything walks it recursively: nesting deeper than
 * MAX_INPUT_DEPTH (a stack overflow otherwise), NUL characters (PostgreSQL cannot store them)
 * and lone UTF-16 surrogates (not Unicode text). Iterative, so any depth is safe to inspect.
 */
export function findUnacceptableInput(value: unknown): string | null {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return INPUT_MESSAGES.nul;
      if (LONE_SURROGATE.test(current)) return INPUT_MESSAGES.unicode;
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    // Parsed input is made of plain objects and arrays; anything else (a Buffer from a body
    // parser) would be walked byte by byte.
    if (!Array.isArray(current) && !isPlainObject(current)) return INPUT_MESSAGES.notAnObject;
    if (depth >= MAX_INPUT_DEPTH) return INPUT_MESSAGES.depth;
    for (const [key, item] of Object.entries(current)) {
      if (key.includes('\u0000')) return INPUT_MESSAGES.nul;
      if (LONE_SURROGATE.test(key)) return INPUT_MESSAGES.unicode;
      stack.push({ value: item, depth: depth + 1 });
    }
  }
  return null;
}

type PropertyDoc = { nullable?: boolean };

function documentedProperty(target: object, key: string): PropertyDoc | undefined {
  return Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES, target, key) as
    | PropertyDoc
    | undefined;
}

/** Stands in for a refused null so that the field's own rules judge it (see AppValidationPipe). */
const REFUSED_NULL = Symbol('null');

/**
 * `null` is a value only where the API document says a field is nullable. class-validator's
 * @IsOptional lets null through as "absent", and a service would then write it into a NOT
 * NULL column or call a method on it. This finds such nulls, for fields and lists, at every
 * level, and puts REFUSED_NULL in their place; it answers the paths it replaced.
 */
export function replaceUndeclaredNulls(entity: unknown, path = ''): string[] {
  if (Array.isArray(entity)) {
    return entity.flatMap((item, index) => replaceUndeclaredNulls(item, `${path}[${index}]`));
  }
  if (entity === null || typeof entity !== 'object') return [];
  const prototype = Object.getPrototypeOf(entity) as object | null;
  if (!prototype || prototype === Object.prototype) return [];
  const replaced: string[] = [];
  for (const [key, value] of Object.entries(entity)) {
    const where = path ? `${path}.${key}` : key;
    if (value === null) {
      if (!documentedProperty(prototype, key)?.nullable) {
        (entity as Record<string, unknown>)[key] = REFUSED_NULL;
        replaced.push(where);
      }
    } else {
      replaced.push(...replaceUndeclaredNulls(value, where));
    }
  }
  return replaced;
}

/**
 * The global pipe: the checks above, then class-validator with the spec's messages (see
 * flattenValidationErrors). A DTO body must be a JSON object (an array would validate as
 * nothing at all).
 */
export class AppValidationPipe extends ValidationPipe {
  constructor() {
    super({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      exceptionFactory: (errors) => new ValidationError(flattenValidationErrors(errors)),
    });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'custom') return value; // made by the server (@CurrentUser), not sent
    const unacceptable = findUnacceptableInput(value);
    if (unacceptable) throw new ValidationError([unacceptable]);
    const dto = isDtoClass(metadata.metatype);
    if (dto && metadata.type === 'body' && value != null && !isPlainObject(value)) {
      throw new ValidationError([INPUT_MESSAGES.notAnObject]);
    }
    const result: unknown = await super.transform(value, metadata);
    if (dto) {
      const nulls = replaceUndeclaredNulls(result);
      if (nulls.length > 0) {
        // Judged by the field's own rules (a symbol fails every type check), so the caller gets
        // the field's usual message; a field with no rule of its own gets a plain one.
        const messages = flattenValidationErrors(
          await this.validate(result as object, this.validatorOptions),
        );
        throw new ValidationError(
          messages.length > 0 ? messages : nulls.map((where) => `${where} must not be null`),
        );
      }
    }
    return result;
  }
}

/** An object literal or a JSON object (its prototype is Object's or none), not an array or a Buffer. */
function isPlainObject(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

export function createValidationPipe(): ValidationPipe {
  return new AppValidationPipe();
}
