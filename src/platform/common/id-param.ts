import { Injectable, Param, PipeTransform } from '@nestjs/common';
import { ApiParam, ApiPropertyOptions } from '@nestjs/swagger';
import { isObjectId, OBJECT_ID_SCHEMA_PATTERN } from '@/platform/common/ids';
import { InvalidIdError } from './errors';

/** Refuses a path id that is not a 24-hex ObjectId with 400 'Invalid ObjectId format'. */
@Injectable()
export class ParseObjectIdPipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    if (!isObjectId(value)) throw new InvalidIdError();
    return value;
  }
}

/** How the API document describes a record id wherever one is taken (path, query or body). */
export const OBJECT_ID_SCHEMA = {
  type: 'string',
  pattern: OBJECT_ID_SCHEMA_PATTERN,
  minLength: 24,
  maxLength: 24,
  example: '65f1c0ffee00000000000001',
} as const satisfies ApiPropertyOptions;

/**
 * A path parameter holding an entity id: `@IdParam() id` or `@IdParam('userId') userId`. The check
 * happens at the boundary, so services receive well-formed ids only, and the API document says
 * what it takes (24 hexadecimal characters) on every route that uses it.
 */
export const IdParam =
  (name = 'id'): ParameterDecorator =>
  (target, key, index) => {
    Param(name, ParseObjectIdPipe)(target, key, index);
    if (key === undefined) return;
    const descriptor = Object.getOwnPropertyDescriptor(target, key);
    if (!descriptor) return;
    ApiParam({
      name,
      required: true,
      description: 'A record id: 24 hexadecimal characters',
      schema: { ...OBJECT_ID_SCHEMA },
    })(target, key, descriptor);
  };
