import { Injectable } from '@nestjs/common';
import { normaliseAddress } from '@/platform/common/address';
import type { SessionUser } from '@/platform/common/decorators';
import { ValidationError } from '@/platform/common/errors';
import { isValidGbPostcode, normalisePostcode } from '@/platform/common/postcode';
import type { AddressDto } from '@/platform/common/validators';
import { isObjectId } from '@/platform/common/ids';
import type { Address } from '@/platform/database/schema';
import {
  CreatePropertyDto,
  PropertyDto,
  PropertyOptionDto,
  toPropertyDto,
  UpdatePropertyDto,
} from './dto/property.dto';
import {
  NoPropertyChangeError,
  PropertyLockedError,
  PropertyNotFoundError,
} from './properties.errors';
import { PropertiesQueryRepository } from './properties.query-repository';
import { PropertiesRepository, PropertyChanges, PropertyRow } from './properties.repository';
import { resolveTenure } from './tenure';

/** What a seller's form may change about a property. */
export type PropertyInput = {
  propertyAddress?: AddressDto;
  tenureOption?: string;
  tenureDetails?: string;
};

/**
 * Properties and who may touch them. Anyone signed in may look up the properties known at a
 * postcode (the buyer's address search). A property is read by whoever sells or buys it and by
 * whoever entered it; it is changed by the primary seller of a sale on it, or by whoever entered
 * it while no sale is onboarded on it yet. Others get 404. The back office reads any property
 * through `adminGet`, behind the admin controller.
 */
@Injectable()
export class PropertiesService {
  constructor(
    private readonly properties: PropertiesRepository,
    private readonly parties: PropertiesQueryRepository,
  ) {}

  async create(viewer: SessionUser, body: CreatePropertyDto): Promise<PropertyDto> {
    return toPropertyDto(await this.createForUser(viewer, body));
  }

  async get(viewer: SessionUser, id: string): Promise<PropertyDto> {
    const property = await this.findOrThrow(id);
    if (!(await this.canRead(viewer, property))) throw new PropertyNotFoundError();
    return toPropertyDto(property);
  }

  /** Any property (the back office). */
  async adminGet(id: string): Promise<PropertyDto> {
    return toPropertyDto(await this.findOrThrow(id));
  }

  async update(viewer: SessionUser, id: string, body: UpdatePropertyDto): Promise<PropertyDto> {
    return toPropertyDto(await this.changeForUser(viewer, id, body));
  }

  async listAtPostcode(postcode: string): Promise<PropertyOptionDto[]> {
    if (!isValidGbPostcode(postcode)) throw new ValidationError(['Invalid postcode']);
    const rows = await this.properties.listAtPostcode(normalisePostcode(postcode, 'GB'));
    return rows.map((row) => ({ _id: row._id, address: row.address as AddressDto }));
  }

  /** Creates a property entered by `viewer` (who may then change it until a sale is on it). */
  async createForUser(viewer: SessionUser, input: PropertyInput): Promise<PropertyRow> {
    if (!input.propertyAddress) throw new ValidationError(['Please provide the property address']);
    if (!input.tenureOption) throw new ValidationError(['Please select an option']);
    const address = toPropertyAddress(input.propertyAddress);
    return this.properties.create({
      address,
      postcode: address.postcode!,
      created_by: viewer._id,
      ...resolveTenure(input.tenureOption, input.tenureDetails),
    });
  }

  /** Changes the address and/or tenure of a property `viewer` may change. */
  async changeForUser(viewer: SessionUser, id: string, input: PropertyInput): Promise<PropertyRow> {
    const property = await this.findOrThrow(id);
    if (!(await this.canChange(viewer, property))) throw new PropertyNotFoundError();
    if (await this.parties.hasPaidSaleOf(property._id, viewer._id)) throw new PropertyLockedError();
    const changes = this.changesFor(property, input);
    if (Object.keys(changes).length === 0) throw new NoPropertyChangeError();
    return this.properties.update(property._id, changes);
  }

  /**
   * Staff correct any property's address and/or tenure (the back office), by the seller's rules;
   * answers the property before and after.
   */
  async changeForStaff(
    id: string,
    input: PropertyInput,
  ): Promise<{ before: PropertyRow; after: PropertyRow }> {
    const before = await this.findOrThrow(id);
    const changes = this.changesFor(before, input);
    if (Object.keys(changes).length === 0) throw new NoPropertyChangeError();
    return { before, after: await this.properties.update(before._id, changes) };
  }

  /** Whether `viewer` may change the property (see the class comment). */
  async canChange(viewer: SessionUser, property: PropertyRow): Promise<boolean> {
    if (await this.parties.isPrimarySellerOf(property._id, viewer._id)) return true;
    return property.created_by === viewer._id && !(await this.parties.hasSale(property._id));
  }

  /** The property, or undefined for an unknown id (or any text that is not an id). */
  async findById(id: string): Promise<PropertyRow | undefined> {
    return isObjectId(id) ? this.properties.findById(id) : undefined;
  }

  private async canRead(viewer: SessionUser, property: PropertyRow): Promise<boolean> {
    if (property.created_by === viewer._id) return true;
    return this.parties.isPartyTo(property._id, viewer._id);
  }

  private async findOrThrow(id: string): Promise<PropertyRow> {
    const property = await this.findById(id);
    if (!property) throw new PropertyNotFoundError();
    return property;
  }

  private changesFor(property: PropertyRow, input: PropertyInput): PropertyChanges {
    const changes: PropertyChanges = {};
    if (input.propertyAddress) {
      changes.address = toPropertyAddress(input.propertyAddress);
      changes.postcode = changes.address.postcode!;
    }
    if (input.tenureOption) {
      Object.assign(changes, resolveTenure(input.tenureOption, input.tenureDetails));
    } else if (input.tenureDetails) {
      // only the details of an 'Other' tenure changed
      if (property.tenure !== 'Other') throw new ValidationError(['Please select an option']);
      Object.assign(changes, resolveTenure('Other / Not Sure', input.tenureDetails));
    }
    return changes;
  }
}

/** A property's address as stored: always in the United Kingdom (see `normaliseAddress`). */
function toPropertyAddress(input: AddressDto): Address {
  return normaliseAddress(input, { inUnitedKingdom: true });
}
