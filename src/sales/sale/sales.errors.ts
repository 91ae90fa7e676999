import {
  ConflictError,
  featureError,
  NotFoundError,
  ValidationError,
} from '@/platform/common/errors';

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

/** What a seller hears on changing a paid sale's answers (issue 25): staff change them now. */
export const SALE_LOCKED_MESSAGE =
  "Your sale is paid, so its answers can no longer be changed here. Use 'Ask us to change something' on your property dashboard and our team will make the change.";

/** The seller changed a paid (or code-settled) sale through the onboarding routes. */
export class SaleLockedError extends featureError(
  ConflictError,
  'SALE_LOCKED',
  SALE_LOCKED_MESSAGE,
) {}

/** An estate agent choice that is neither a known agent nor 'not_listed' / 'no_agent'. */
export class EstateAgentChoiceError extends featureError(ValidationError, 'ESTATE_AGENT_CHOICE', [
  'Please select an option',
]) {}

/** An additional seller who is the primary seller, or the same person twice (people/same-person.ts). */
export class RepeatedSellerError extends ValidationError {
  override readonly code: string = 'SELLER_REPEATED';
}
