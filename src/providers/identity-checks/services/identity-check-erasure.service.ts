import { Injectable, OnModuleInit } from '@nestjs/common';
import { PersonalDataErasers } from '@/accounts/data-rights/personal-data.port';
import { IdentityChecksRepository } from '../identity-checks.repository';

/**
 * Identity checks are customer due diligence (Money Laundering Regulations 2017, regulation 40):
 * kept five years from the end of the business relationship. When a customer is erased (the
 * data-rights module holds a copy for the period) their checks stop naming them; when a sale's
 * period is over its checks name no one.
 */
@Injectable()
export class IdentityCheckErasureService implements OnModuleInit {
  constructor(
    private readonly checks: IdentityChecksRepository,
    private readonly erasers: PersonalDataErasers,
  ) {}

  onModuleInit(): void {
    this.erasers.register('identity-checks', {
      eraseCustomer: async ({ email }) => {
        await this.checks.anonymise({ email });
      },
      endDueDiligence: (transactionIds) => this.checks.anonymise({ transactionIds }),
    });
  }
}
