import { Inject, Injectable } from '@nestjs/common';
import { formatAddress, normaliseAddress } from '@/platform/common/address';
import { Clock } from '@/platform/common/clock';
import type { SessionUser } from '@/platform/common/decorators';
import type { AddressDto } from '@/platform/common/validators';
import { Database } from '@/platform/database/database';
import { EventsService } from '@/platform/timeline/events.service';
import {
  type Page,
  pageWindow,
  paginate,
  type PaginationQueryDto,
} from '@/platform/common/pagination';
import type { EventDto } from '@/platform/timeline/dto/event.dto';
import type {
  AdminCompaniesQueryDto,
  AdminCompanyRowDto,
  AdminCompanySaleRowDto,
  CompanyBodyDto,
  CompanyDto,
} from './dto/company.dto';
import { CompaniesQueryRepository } from './companies.query-repository';
import { CompanyNotFoundError, CompanyNumberTakenError } from './companies.errors';
import { CompaniesRepository, type CompanyRow, type CompanyValues } from './companies.repository';

/** Companies that sell developments (admin.md §3 Company): company sellers of groups. */
@Injectable()
export class CompaniesService {
  constructor(
    @Inject(Database) private readonly database: Database,
    private readonly companies: CompaniesRepository,
    private readonly queries: CompaniesQueryRepository,
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

  /**
   * Staff change a company's name, number or address: the change is recorded on the company's
   * history with its author, in the same DB transaction, saying what changed. Sending what is
   * stored already changes nothing and records nothing.
   */
  async update(admin: SessionUser, id: string, body: CompanyBodyDto): Promise<CompanyDto> {
    await this.database.transaction(async () => {
      const before = await this.companies.findById(id);
      if (!before) throw new CompanyNotFoundError();
      const other = await this.companies.findByNumber(body.company_number);
      if (other && other._id !== id) throw new CompanyNumberTakenError();
      const values = valuesOf(body);
      const changes = changesOf(before, values);
      if (changes.length === 0) return;
      await this.companies.update(id, values, this.clock.now());
      await this.events.record({
        backOffice: true,
        subjectId: id,
        name: 'company_updated',
        author: admin,
        comments: changes.join('; '),
      });
    });
    return this.get(id);
  }

  /** The Companies list: by name, searched by name or number, with each one's count of sales. */
  async adminList(query: AdminCompaniesQueryDto): Promise<Page<AdminCompanyRowDto>> {
    const search = query.q?.trim() || null;
    const page = await paginate(
      pageWindow(query),
      (window) => this.queries.listPage(search, window),
      () => this.queries.count(null),
      () => this.queries.count(search),
    );
    return {
      ...page,
      items: page.items.map((row) => ({
        _id: row.id,
        name: row.name,
        company_number: row.company_number,
        address: row.address ? formatAddress(row.address) : null,
        sales_count: Number(row.sales_count),
      })),
    };
  }

  /** The sales the company sells, newest first. */
  async adminSales(id: string, query: PaginationQueryDto): Promise<Page<AdminCompanySaleRowDto>> {
    await this.get(id);
    const page = await paginate(
      pageWindow(query),
      (window) => this.queries.salesPage(id, window),
      () => this.queries.salesCount(id),
      () => this.queries.salesCount(id),
    );
    return {
      ...page,
      items: page.items.map((row) => ({
        _id: row.id,
        address: row.address ? formatAddress(row.address) : null,
        asking_price: row.asking_price === null ? null : Number(row.asking_price),
        group_id: row.group_id,
        group_name: row.group_name,
        status: row.status,
        createdAt: new Date(row.created_at).toISOString(),
      })),
    };
  }

  /** What staff did to the company (added, changed), oldest first, with who did it. */
  async adminEvents(id: string): Promise<EventDto[]> {
    await this.get(id);
    return this.events.listForSubject(id);
  }
}

/** Two stored addresses hold the same parts (jsonb keeps its own key order). */
function sameAddress(a: CompanyRow['address'], b: CompanyRow['address']): boolean {
  const parts = (address: CompanyRow['address']) =>
    JSON.stringify(
      Object.entries(address ?? {})
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .sort(([x], [y]) => x.localeCompare(y)),
    );
  return parts(a) === parts(b);
}

/** What a save changes, in words for the history ('Name: A → B'); nothing when it is the same. */
function changesOf(before: CompanyRow, after: CompanyValues): string[] {
  const changes: string[] = [];
  if (before.name !== after.name) changes.push(`Name: ${before.name} → ${after.name}`);
  if (before.company_number !== after.company_number) {
    changes.push(`Company number: ${before.company_number} → ${after.company_number}`);
  }
  const oldAddress = before.address ? formatAddress(before.address) : '';
  const newAddress = after.address ? formatAddress(after.address) : '';
  if (!sameAddress(before.address, after.address)) {
    changes.push(
      oldAddress === newAddress
        ? `Address details changed (${newAddress})`
        : `Address: ${oldAddress || 'none'} → ${newAddress || 'none'}`,
    );
  }
  return changes;
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
