import type { SessionUser } from '@/platform/common/decorators';
import { NoPermissionError } from '@/platform/common/errors';
import { ensureOwner } from '@/platform/common/ownership';
import type { AddressDto } from '@/platform/common/validators';
import { repeatedSellerProblem } from '@/accounts/people/same-person.rules';
import type { PropertyInput } from '@/sales/properties/properties.service';
import type { CustomerType } from './dto/sale-input.dto';
import {
  RepeatedSellerError,
  RepresentativeNeedsSellerError,
  SaleNotFoundError,
} from './sales.errors';
import type { SaleRow } from './sales.repository';

/** The sale, when `viewer` is its primary seller; anyone else hears 'Transaction not found'. */
export function ownSale(viewer: SessionUser, sale: SaleRow | undefined): SaleRow {
  return ensureOwner(
    viewer,
    sale,
    (row) => row.primary_seller_id,
    () => new SaleNotFoundError(),
  );
}

/** A customer reads only their own lists. */
export function ensureSelf(viewer: SessionUser, userId: string): void {
  if (viewer._id !== userId) throw new NoPermissionError();
}

/** Someone acting for the seller names at least one seller. */
export function checkRepresentative(customerType: CustomerType, additionalSellers: number): void {
  if (customerType === 'representative' && additionalSellers === 0) {
    throw new RepresentativeNeedsSellerError();
  }
}

/**
 * Each seller once: an additional seller may not be the primary seller (matched by e-mail or by
 * first and last name) nor repeat another additional seller.
 */
export function checkDistinctSellers(
  primary: { email: string; first_name: string; last_name: string },
  additionalSellers: readonly { firstName: string; lastName: string; email: string }[],
): void {
  const problem = repeatedSellerProblem(
    { email: primary.email, firstName: primary.first_name, lastName: primary.last_name },
    additionalSellers,
  );
  if (problem) throw new RepeatedSellerError([problem]);
}

export function propertyInputOf(body: {
  propertyAddress?: AddressDto;
  tenureOption?: string;
  tenureDetails?: string;
}): PropertyInput {
  return {
    propertyAddress: body.propertyAddress,
    tenureOption: body.tenureOption,
    tenureDetails: body.tenureDetails,
  };
}
