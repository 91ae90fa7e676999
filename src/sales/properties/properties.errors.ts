import {
  ConflictError,
  featureError,
  NotFoundError,
  ValidationError,
} from '@/platform/common/errors';

/** No such property, or not one you may see: the two answer alike so ids cannot be probed. */
export class PropertyNotFoundError extends featureError(
  NotFoundError,
  'PROPERTY_NOT_FOUND',
  'Property not found',
) {}

export class NoPropertyChangeError extends featureError(ValidationError, 'NOTHING_TO_UPDATE', [
  'Please provide an address or a tenure',
]) {}

/** The seller changed the address or tenure of a property whose sale is paid (issue 25). */
export class PropertyLockedError extends featureError(
  ConflictError,
  'SALE_LOCKED',
  "Your sale is paid, so its answers can no longer be changed here. Use 'Ask us to change something' on your property dashboard and our team will make the change.",
) {}
