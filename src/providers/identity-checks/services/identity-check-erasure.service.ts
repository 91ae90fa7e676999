import { Injectable } from '@nestjs/common';
import { IdentityChecksRepository } from '../identity-checks.repository';

/**
 * Identity checks are customer due diligence (Money Laundering Regulations 2017, regulation 40):
 * kept five years from the end of the business relationship. The data-rights module calls these
 * when a customer is erased (a copy is held for the period) and when the period is over.
 */
@Injectable()
export class IdentityCheckErasureService {
  constructor(private readonly checks: IdentityChecksRepository) {}

  /** The checks of the person with this e-mail no longer name them. */
  anonymisePerson(email: string): Promise<number> {
    return this.checks.anonymise({ email });
  }

  /** The checks of these sales no longer name anyone. */
  anonymiseForSales(transactionIds: string[]): Promise<number> {
    return this.checks.anonymise({ transactionIds });
  }
}
