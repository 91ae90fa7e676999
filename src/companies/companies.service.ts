import { Inject, Injectable } from '@nestjs/common';
import { normaliseAddress } from '@/common/address';
import { Clock } from '@/common/clock';
import type { SessionUser } from '@/common/decorators';
import type { AddressDto } from '@/common/validators';
import { Database } from '@/database/database';
import { EventsService } from '@/events/events.service';
import type { CompanyBodyDto, CompanyDto } from './dto/company.dto';
import { CompanyNotFoundError, CompanyNumberTakenError } from './companies.errors';
import { CompaniesRepository, type CompanyRow, type CompanyValues } from './companies.repository';

/** Companies that sell developments (admin.md §3 Company): company sellers of groups. */
@Injectable()
export class CompaniesService {
  constructor(
    @Inject(Database) private readonly database: Database,
    private readonly companies: CompaniesRepository,
    private readonly events: EventsService,
    private readonly clock: Clock,
  ) {}

  async get(id: string): Promise<CompanyDto> {
    const row = await this.companies.findById(id);
    if (!row) throw new CompanyNotFoundError();
    return toCompanyDto(row);
  }

  /** admin.md §7: 404 means no company has this number. */
  async findByNumber(companyNumber: string): Promise<CompanyDto> {
    const row = await this.companies.findByNumber(companyNumber.replace(/\s+/g, ''));
    if (!row) throw new CompanyNotFoundError();
    return toCompanyDto(row);
  }

  async create(admin: SessionUser, body: CompanyBodyDto): Promise<{ _id: string }> {
    return this.database.transaction(async () => {
      if (await this.companies.findByNumber(body.company_number)) {
        throw new CompanyNumberTakenError();
      }
      const id = await this.companies.insert(valuesOf(body), this.clock.now());
      await this.events.record({
        backOffice: true,
        subjectId: id,
        name: 'company_created',
        author: admin,
        comments: `Company ${body.name} (${body.company_number}) added`,
      });
      return { _id: id };
    });
  }

  async update(admin: SessionUser, id: string, body: CompanyBodyDto): Promise<CompanyDto> {
    await this.database.transaction(async () => {
      if (!(await this.companies.findById(id))) throw new CompanyNotFoundError();
      const other = await this.companies.findByNumber(body.company_number);
      if (other && other._id !== id) throw new CompanyNumberTakenError();
      await this.companies.update(id, valuesOf(body), this.clock.now());
      await this.events.record({
        backOffice: true,
        subjectId: id,
        name: 'company_updated',
        author: admin,
        comments: `Company ${body.name} (${body.company_number}) saved`,
      });
    });
    return this.get(id);
  }
}

const valuesOf = (body: CompanyBodyDto): CompanyValues => ({
  name: body.name,
  company_number: body.company_number,
  address: normaliseAddress(body.address),
});

export const toCompanyDto = (row: CompanyRow): CompanyDto => ({
  _id: row._id,
  name: row.name,
  company_number: row.company_number,
  address: (row.address as AddressDto | null) ?? null,
});
