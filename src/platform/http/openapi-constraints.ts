import { DECORATORS } from '@nestjs/swagger/dist/constants';
import { getMetadataStorage } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import { OBJECT_ID_SCHEMA_PATTERN } from '@/platform/common/ids';
import { UK_MOBILE_SCHEMA_PATTERN } from '@/platform/common/phone';

/**
 * What the API document says about a field, worked out from the rules that validate it, so the
 * document shows every constraint the API enforces without each DTO repeating it beside its
 * validators: IsInt makes it an integer, Min/Max/MinLength/MaxLength its bounds, Matches its
 * pattern, IsObjectIdString and IsPlainName their patterns, IsEmail the email format,
 * IsMobileNumber and the postcode rule a description and an example. A field's own
 * `@ApiProperty` wins where it says something itself; fields the document does not show are
 * left out, and rules applied to each item of a list are not the list's.
 */

/** A person's name as isPersonName (src/platform/common/person-name.ts) judges it, trimmed. */
export const PERSON_NAME_SCHEMA_PATTERN =
  "^(?=.*\\p{L})(?!.*\\.\\p{L}\\p{M}*\\p{L})[\\p{L}\\p{M}'’.-](?:[\\p{L}\\p{M} '’.-]*[\\p{L}\\p{M}'’.-])?$";

/** No NUL character: the validation pipe refuses one in any value, PostgreSQL cannot store it. */
export const NO_NUL_PATTERN = '^[^\\u0000]*$';

type Documented = Record<string, unknown>;

const RULES: Record<string, (rule: ValidationMetadata, documented: Documented) => Documented> = {
  isInt: (_rule, documented) =>
    documented.type === Number || documented.type === 'number' ? { type: 'integer' } : {},
  min: (rule) => ({ minimum: rule.constraints[0] as number }),
  max: (rule) => ({ maximum: rule.constraints[0] as number }),
  minLength: (rule) => ({ minLength: rule.constraints[0] as number }),
  maxLength: (rule) => ({ maxLength: rule.constraints[0] as number }),
  matches: (rule) => {
    const pattern = patternOf(rule.constraints[0], rule.constraints[1]);
    return pattern ? { pattern } : {};
  },
  isObjectIdString: () => ({
    pattern: OBJECT_ID_SCHEMA_PATTERN,
    minLength: 24,
    maxLength: 24,
    example: '65f1c0ffee00000000000001',
  }),
  isPlainName: () => ({ pattern: PERSON_NAME_SCHEMA_PATTERN, example: 'Alex' }),
  isEmail: () => ({ format: 'email', example: 'alex@example.com' }),
  isMobileNumber: (_rule, documented) => ({
    example: '+447911123456',
    pattern: UK_MOBILE_SCHEMA_PATTERN,
    description: withSentence(
      documented,
      "A mobile number valid by libphonenumber, stored as E.164. The pattern is the UK form (+44 7911 123456 or 07911 123456); other countries' mobile numbers in international form are accepted too",
    ),
  }),
  isPostcodeForCountry: (_rule, documented) => ({
    example: 'SW1A 1AA',
    description: withSentence(
      documented,
      "A postcode of the address's country (GB when country_iso_2 is absent): for GB, outward and inward codes such as SW1A 1AA; case and spaces are free",
    ),
  }),
};

const withSentence = (documented: Documented, sentence: string) =>
  typeof documented.description === 'string' && documented.description.length > 0
    ? `${documented.description}. ${sentence}`
    : sentence;

/** A RegExp (or its source and flags) as a JSON Schema pattern; undefined when it cannot be one. */
function patternOf(value: unknown, flags?: unknown): string | undefined {
  const regex =
    value instanceof RegExp
      ? value
      : typeof value === 'string'
        ? new RegExp(value, typeof flags === 'string' ? flags : '')
        : undefined;
  if (!regex) return undefined;
  if (!regex.flags.includes('i')) return regex.source;
  // Case-insensitive only over hexadecimal digits (an id): spell both cases out.
  if (regex.source === '^[0-9a-f]{24}$') return OBJECT_ID_SCHEMA_PATTERN;
  return undefined;
}

/** Rules already written into their property's metadata (each is written once). */
const documented = new WeakSet<ValidationMetadata>();

/**
 * Writes the validators' constraints into the Swagger metadata of every DTO property that is
 * documented, before a document is built. The metadata is the classes', shared by every build,
 * so each rule is written once (a later call writes only the rules of classes defined since).
 */
export function documentValidationRules(): void {
  const storage = getMetadataStorage() as unknown as {
    validationMetadatas: Map<unknown, ValidationMetadata[]>;
  };
  for (const [target, rules] of storage.validationMetadatas) {
    if (typeof target !== 'function') continue;
    const prototype = (target as { prototype: object }).prototype;
    for (const rule of rules) {
      if (documented.has(rule)) continue;
      documented.add(rule);
      const describe = rule.name ? RULES[rule.name] : undefined;
      if (!describe || (rule.groups && rule.groups.length > 0)) continue;
      const own = Reflect.getOwnMetadata(
        DECORATORS.API_MODEL_PROPERTIES,
        prototype,
        rule.propertyName,
      ) as Documented | undefined;
      if (!own) continue;
      const additions = describe(rule, own);
      if (rule.each) {
        // A rule for each item of a list of text describes the items.
        if (own.isArray !== true || own.type !== String) continue;
        const items: Documented = { type: 'string', ...(own.items as Documented | undefined) };
        for (const [key, value] of Object.entries(additions)) {
          if (key !== 'description' && items[key] === undefined) items[key] = value;
        }
        Reflect.defineMetadata(
          DECORATORS.API_MODEL_PROPERTIES,
          { ...own, items },
          prototype,
          rule.propertyName,
        );
        continue;
      }
      const merged: Documented = { ...own };
      for (const [key, value] of Object.entries(additions)) {
        // The property's own word wins, except where the rule refines it (number -> integer,
        // a description extended).
        if (key === 'type' || key === 'description' || merged[key] === undefined) {
          merged[key] = value;
        }
      }
      Reflect.defineMetadata(DECORATORS.API_MODEL_PROPERTIES, merged, prototype, rule.propertyName);
    }
  }
}

const atLeastOneField = new Set<string>();

/**
 * A body that must carry at least one of its fields (a change that changes nothing is refused
 * with 400): the document says so with `minProperties: 1` on the class's schema.
 */
export const ApiAtLeastOneField = (): ClassDecorator => (target) => {
  atLeastOneField.add(target.name);
};

/** The schemas ApiAtLeastOneField marked. */
export const schemasNeedingAField = (): ReadonlySet<string> => atLeastOneField;
