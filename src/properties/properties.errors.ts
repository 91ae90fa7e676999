import { featureError, NotFoundError, ValidationError } from '@/common/errors';

/** No such property, or not one you may see: the two answer alike so ids cannot be probed. */
export class PropertyNotFoundError extends featureError(
  NotFoundError,
  'PROPERTY_NOT_FOUND',
  'Property not found',
) {}

export class NoPropertyChangeError extends featureError(ValidationError, 'NOTHING_TO_UPDATE', [
  'Please provide an address or a tenure',
]) {}
