import { ConflictError, featureError, NotFoundError, ValidationError } from '@/common/errors';

/** No such sale, or not yours: the two answer alike so ids cannot be probed. */
export class SaleNotFoundError extends featureError(
  NotFoundError,
  'TRANSACTION_NOT_FOUND',
  'Transaction not found',
) {}

export const REPRESENTATIVE_NEEDS_SELLER =
  "If you are acting on behalf of the seller, please select yes and add the seller's details";

export class RepresentativeNeedsSellerError extends featureError(
  ValidationError,
  'REPRESENTATIVE_NEEDS_SELLER',
  [REPRESENTATIVE_NEEDS_SELLER],
) {}

/** An additional seller sent back with a person id that is not one of the sale's sellers. */
export class SellerNotFoundError extends featureError(ValidationError, 'SELLER_NOT_FOUND', [
  'Seller not found',
]) {}

export class TermsNotAcceptedError extends featureError(
  ConflictError,
  'TERMS_NOT_ACCEPTED',
  'Please accept the terms and conditions before paying',
) {}

/** An estate agent choice that is neither a known agent nor 'not_listed' / 'no_agent'. */
export class EstateAgentChoiceError extends featureError(ValidationError, 'ESTATE_AGENT_CHOICE', [
  'Please select an option',
]) {}

/** An additional seller who is the primary seller, or the same person twice (people/same-person.ts). */
export class RepeatedSellerError extends ValidationError {
  override readonly code: string = 'SELLER_REPEATED';
}
