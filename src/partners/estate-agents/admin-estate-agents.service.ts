import { Inject, Injectable, Logger } from '@nestjs/common';
import { normaliseTypedAddress } from '@/platform/common/normalise-address';
import { canonicalJson } from '@/platform/common/canonical-json';
import { Clock } from '@/platform/common/clock';
import type { SessionUser } from '@/platform/common/decorators';
import { paginate, pageWindow } from '@/platform/common/pagination';
import { toE164Mobile } from '@/platform/common/phone';
import { Database } from '@/platform/database/database';
import type {
  Address,
  Contact,
  EstateAgentThirdfort,
  Valuer,
} from '@/platform/database/schema/types';
import type { EventDto } from '@/platform/timeline/dto/event.dto';
import { EventsService } from '@/platform/timeline/events.service';
import type {
  BrandBodyDto,
  BrandDto,
  EstateAgentBodyDto,
  EstateAgentDto,
  EstateAgentPageDto,
  EstateAgentRowDto,
  EstateAgentsQueryDto,
} from './dto/admin-estate-agent.dto';
import {
  BrandInUseError,
  BrandNameTakenError,
  BrandNotFoundError,
  EstateAgentNotFoundError,
  UnknownBrandError,
} from './estate-agents.errors';
import {
  EstateAgentsRepository,
  type BrandRow,
  type EstateAgentValues,
  type EstateAgentWithBrand,
} from './estate-agents.repository';
import {
  checkedThirdfort,
  NO_THIRDFORT,
  primaryFirst,
  withOnePrimary,
} from './estate-agents.rules';

/**
 * The back office's estate agents and brands (admin.md §2, §4, §5): lists, whole-agent edits with
 * the valuer, negotiator and Thirdfort rules, brand changes. Every change and its timeline event
 * (who, when, what) commit together.
 */
@Injectable()
export class AdminEstateAgentsService {
  private readonly logger = new Logger('EstateAgents');

  constructor(
    @Inject(Database) private readonly database: Database,
    private readonly agents: EstateAgentsRepository,
    private readonly events: EventsService,
    private readonly clock: Clock,
  ) {}

  async list(query: EstateAgentsQueryDto): Promise<EstateAgentPageDto> {
    const search = query.searchValue ? query.searchValue : null;
    const filter = { brandId: query.brand ?? null, search };
    const window = pageWindow({ skip: query.offset, limit: query.limit });
    const [page, brandCounts] = await Promise.all([
      paginate(
        window,
        (w) => this.agents.listPage(filter, w),
        () => this.agents.count({ brandId: null, search: null }),
        () => this.agents.count(filter),
      ),
      this.agents.brandCounts(search),
    ]);
    return { ...page, items: page.items.map(toRow), brandCounts };
  }

  async get(id: string): Promise<EstateAgentDto> {
    const row = await this.agents.find(id);
    if (!row) throw new EstateAgentNotFoundError();
    return toView(row);
  }

  history(id: string): Promise<EventDto[]> {
    return this.events.listForSubject(id);
  }

  async create(admin: SessionUser, body: EstateAgentBodyDto): Promise<EstateAgentDto> {
    const id = await this.database.transaction(async () => {
      const values = await this.valuesOf(body);
      const created = await this.agents.insert(values, this.clock.now());
      await this.events.record({
        backOffice: true,
        subjectId: created,
        name: 'estate_agent_created',
        author: admin,
        comments: `Estate agent ${values.display_name} added`,
      });
      return created;
    });
    this.logger.log({ msg: 'estate agent created', admin: admin._id, estateAgent: id });
    return this.get(id);
  }

  /** Replaces the whole agent (§4: an existing agent saves every edit by sending it whole). */
  async update(admin: SessionUser, id: string, body: EstateAgentBodyDto): Promise<EstateAgentDto> {
    await this.database.transaction(async () => {
      const current = await this.agents.findForUpdate(id);
      if (!current) throw new EstateAgentNotFoundError();
      const next = await this.valuesOf(body);
      const changed = describeChanges(current, next);
      if (changed.length === 0) return;
      await this.agents.update(id, next, this.clock.now());
      await this.events.record({
        backOffice: true,
        subjectId: id,
        name: 'estate_agent_updated',
        author: admin,
        comments: `${next.display_name}: ${changed.join(', ')} changed`,
      });
    });
    this.logger.log({ msg: 'estate agent updated', admin: admin._id, estateAgent: id });
    return this.get(id);
  }

  /** The body as stored: the brand must exist, one valuer primary, Thirdfort rules kept. */
  private async valuesOf(body: EstateAgentBodyDto): Promise<EstateAgentValues> {
    const brand = await this.agents.findBrand(body.brand_id);
    if (!brand) throw new UnknownBrandError();
    const thirdfort: EstateAgentThirdfort = body.thirdfort
      ? checkedThirdfort({
          requestsSellerThirdfortChecks: body.thirdfort.requestsSellerThirdfortChecks,
          requestsBuyerThirdfortChecks: body.thirdfort.requestsBuyerThirdfortChecks,
          thirdfortRequesterEmails: body.thirdfort.thirdfortRequesterEmails,
          receivesSellerThirdfortChecks: body.thirdfort.receivesSellerThirdfortChecks,
          receivesBuyerThirdfortChecks: body.thirdfort.receivesBuyerThirdfortChecks,
        })
      : NO_THIRDFORT;
    return {
      brand_id: brand._id,
      office: {
        name: body.office.name,
        phone_number: body.office.phone_number ?? null,
        address: normaliseTypedAddress(body.office.address),
      },
      display_name: displayName(brand.brandName, body.office.name),
      // Stored as the cards show them (primary first), so sending the agent back unchanged
      // changes nothing.
      valuers: primaryFirst(
        withOnePrimary(
          body.valuers.map(
            (valuer): Valuer => ({
              first_name: valuer.first_name,
              last_name: valuer.last_name ?? '',
              email: valuer.email ?? null,
              phone_number: valuer.phone_number ?? null,
              primary_valuer: valuer.primary_valuer === true,
            }),
          ),
        ),
      ),
      negotiators: (body.negotiators ?? []).map((negotiator) => ({
        first_name: negotiator.first_name,
        last_name: negotiator.last_name,
        email: negotiator.email,
        phone_number: negotiator.phone_number,
      })),
      thirdfort,
    };
  }

  // Brands.

  async listBrands(): Promise<BrandDto[]> {
    return (await this.agents.listBrands()).map(toBrand);
  }

  async createBrand(admin: SessionUser, body: BrandBodyDto): Promise<BrandDto> {
    const brand = await this.database.transaction(async () => {
      await this.assertNameFree(body.brandName);
      const created = await this.agents.insertBrand(body.brandName, this.clock.now());
      await this.events.record({
        backOffice: true,
        subjectId: created._id,
        name: 'brand_created',
        author: admin,
        comments: `Brand ${created.brandName} added`,
      });
      return created;
    });
    return toBrand(brand);
  }

  async renameBrand(admin: SessionUser, id: string, body: BrandBodyDto): Promise<BrandDto> {
    return this.database.transaction(async () => {
      const brand = await this.agents.findBrand(id);
      if (!brand) throw new BrandNotFoundError();
      if (brand.brandName === body.brandName) return toBrand(brand);
      await this.assertNameFree(body.brandName, id);
      await this.agents.renameBrand(id, body.brandName, this.clock.now());
      await this.events.record({
        backOffice: true,
        subjectId: id,
        name: 'brand_renamed',
        author: admin,
        comments: `Brand ${brand.brandName} renamed ${body.brandName}`,
      });
      return { _id: id, brandName: body.brandName };
    });
  }

  /** A brand in use cannot be deleted (its agents would lose their office name). */
  async deleteBrand(admin: SessionUser, id: string): Promise<void> {
    await this.database.transaction(async () => {
      const brand = await this.agents.findBrand(id);
      if (!brand) throw new BrandNotFoundError();
      const agents = await this.agents.countAgentsOfBrand(id);
      if (agents > 0) throw new BrandInUseError(agents);
      await this.agents.deleteBrand(id);
      await this.events.record({
        backOffice: true,
        subjectId: id,
        name: 'brand_deleted',
        author: admin,
        comments: `Brand ${brand.brandName} deleted`,
      });
    });
  }

  private async assertNameFree(name: string, exceptId?: string): Promise<void> {
    const existing = await this.agents.findBrandByName(name);
    if (existing && existing._id !== exceptId) throw new BrandNameTakenError(existing.brandName);
  }
}

const displayName = (brand: string, office: string) => `${brand} - ${office}`;

const toBrand = (brand: BrandRow): BrandDto => ({ _id: brand._id, brandName: brand.brandName });

/**
 * The parts of an agent that differ, as the Events tab names them. The stored agent is read as
 * the page shows it (valuers primary first, absent parts as blanks, the address normalised), so
 * a part only counts as changed when the staff member changed it: saving only the Thirdfort card
 * records only 'Thirdfort settings'.
 */
function describeChanges(current: EstateAgentValues, next: EstateAgentValues): string[] {
  const parts: [string, unknown, unknown][] = [
    ['brand', current.brand_id, next.brand_id],
    ['office', comparableOffice(current.office), comparableOffice(next.office)],
    ['valuers', comparableValuers(current.valuers), comparableValuers(next.valuers)],
    ['negotiators', comparablePeople(current.negotiators), comparablePeople(next.negotiators)],
    ['Thirdfort settings', current.thirdfort ?? NO_THIRDFORT, next.thirdfort],
  ];
  return parts
    .filter(([, before, after]) => canonicalJson(before) !== canonicalJson(after))
    .map(([name]) => name);
}

const blankless = (value: string | null | undefined) => value?.trim() || null;

/** A phone number in E.164 when it reads as a mobile (as negotiators' are stored), else as typed. */
const comparablePhone = (value: string | null | undefined) =>
  value ? (toE164Mobile(value) ?? blankless(value)) : null;

function comparableOffice(office: EstateAgentValues['office']) {
  return {
    name: office.name,
    phone_number: blankless(office.phone_number),
    address: normaliseTypedAddress(office.address),
  };
}

function comparablePeople(people: readonly Contact[]) {
  return people.map((person) => ({
    first_name: person.first_name,
    last_name: blankless(person.last_name),
    email: blankless(person.email)?.toLowerCase() ?? null,
    phone_number: comparablePhone(person.phone_number),
  }));
}

function comparableValuers(valuers: readonly Valuer[]) {
  const ordered = primaryFirst(valuers.map((valuer) => ({ ...valuer })));
  return comparablePeople(ordered).map((person, index) => ({
    ...person,
    primary_valuer: ordered[index].primary_valuer === true,
  }));
}

function toRow({ agent, brand }: EstateAgentWithBrand): EstateAgentRowDto {
  const primary = agent.valuers.find((valuer) => valuer.primary_valuer) ?? agent.valuers[0];
  return {
    _id: agent._id,
    brand: toBrand(brand),
    display_name: agent.display_name,
    office_phone_number: agent.office.phone_number ?? null,
    primary_valuer: primary
      ? {
          name: [primary.first_name, primary.last_name].filter(Boolean).join(' '),
          email: primary.email ?? null,
          phone_number: primary.phone_number ?? null,
        }
      : null,
  };
}

function toView({ agent, brand }: EstateAgentWithBrand): EstateAgentDto {
  return {
    _id: agent._id,
    brand: toBrand(brand),
    office: {
      name: agent.office.name,
      phone_number: agent.office.phone_number ?? null,
      address: officeAddress(agent.office.address),
    },
    display_name: agent.display_name,
    valuers: primaryFirst(agent.valuers).map((valuer) => ({
      first_name: valuer.first_name,
      last_name: valuer.last_name ?? '',
      email: valuer.email ?? null,
      phone_number: valuer.phone_number ?? null,
      primary_valuer: valuer.primary_valuer === true,
    })),
    negotiators: agent.negotiators.map((negotiator) => ({
      first_name: negotiator.first_name,
      last_name: negotiator.last_name,
      email: negotiator.email ?? '',
      phone_number: negotiator.phone_number ?? '',
    })),
    thirdfort: agent.thirdfort ?? NO_THIRDFORT,
    createdAt: agent.createdAt.toISOString(),
    updatedAt: agent.updatedAt.toISOString(),
  };
}

/** The office address parts the cards show (§3), absent parts left out. */
function officeAddress(address: Address | null | undefined): EstateAgentDto['office']['address'] {
  if (!address) return null;
  const parts = [
    'line_1',
    'line_2',
    'line_3',
    'post_town',
    'country',
    'postcode',
    'country_iso_2',
  ] as const;
  return Object.fromEntries(
    parts.flatMap((part) => (address[part] ? [[part, address[part]]] : [])),
  ) as EstateAgentDto['office']['address'];
}
