import { Injectable, Param, PipeTransform } from '@nestjs/common';
import { isObjectId } from '@/platform/common/ids';
import { InvalidIdError } from './errors';

/** Refuses a path id that is not a 24-hex ObjectId with 400 'Invalid ObjectId format'. */
@Injectable()
export class ParseObjectIdPipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    if (!isObjectId(value)) throw new InvalidIdError();
    return value;
  }
}

/**
 * A path parameter holding an entity id: `@IdParam() id` or `@IdParam('userId') userId`. The check
 * happens at the boundary, so services receive well-formed ids only.
 */
export const IdParam = (name = 'id') => Param(name, ParseObjectIdPipe);
