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

/**
 * Flattens nested class-validator errors into the spec's messages: one per field (the most basic
 * rule it breaks), in field order, without repeats.
 */
export function flattenValidationErrors(errors: ClassValidationError[]): string[] {
  const messages: string[] = [];
  const visit = (error: ClassValidationError) => {
    const constraints = Object.entries(error.constraints ?? {});
    if (constraints.length > 0) {
      const [, message] = constraints.sort(([a], [b]) => rank(a) - rank(b))[0];
      if (!messages.includes(message)) messages.push(message);
    }
    error.children?.forEach(visit);
  };
  errors.forEach(visit);
  return messages;
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

function isPlainObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function createValidationPipe(): ValidationPipe {
  return new AppValidationPipe();
}
