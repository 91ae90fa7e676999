import { Injectable } from '@nestjs/common';
import type { SessionUser } from '@/platform/common/decorators';
import type { AddressDto } from '@/platform/common/validators';
import { EventsService } from '@/platform/timeline/events.service';
import { OrdersService } from '@/sales/payments/orders.service';
import { PropertiesService } from '@/sales/properties/properties.service';
import { SalesRepository } from '../sales.repository';

/** One unit of a development, as a transactions group creates it. */
export type DevelopmentUnit = {
  group: { _id: string; name: string };
  representativeId: string;
  companyId: string;
  address: AddressDto;
  tenure: string;
  askingPrice: number;
  /** The group was paid through Stripe (its payment reference given), else it is invoiced. */
  paidThroughStripe: boolean;
  now: Date;
};

/**
 * A development's sales (admin.md §3 'Unit in group creation'): each unit a 'development' sale
 * of its own property, sold by the company through its representative, terms accepted and its
 * order settled at £0, created in the caller's DB transaction.
 */
@Injectable()
export class DevelopmentSalesService {
  constructor(
    private readonly repository: SalesRepository,
    private readonly properties: PropertiesService,
    private readonly orders: OrdersService,
    private readonly events: EventsService,
  ) {}

  async createUnit(admin: SessionUser, unit: DevelopmentUnit): Promise<string> {
    const property = await this.properties.createForUser(admin, {
      propertyAddress: unit.address,
      tenureOption: unit.tenure,
    });
    const sale = await this.repository.create({
      type: 'development',
      property_id: property._id,
      primary_seller_id: unit.representativeId,
      customer_type: 'representative',
      company_seller_id: unit.companyId,
      asking_price: unit.askingPrice,
      has_mortgage: false,
      onward_purchase: false,
      is_using_foreign_currency: false,
      requiresMortgageReferral: false,
      terms_and_conditions: true,
      terms_accepted_at: unit.now,
      group_id: unit.group._id,
      createdAt: unit.now,
      updatedAt: unit.now,
    });
    await this.orders.createDevelopmentOrder(sale._id, unit.paidThroughStripe);
    await this.events.record({
      transactionId: sale._id,
      name: 'transaction_created',
      author: admin,
      comments: `Created in transactions group ${unit.group.name}`,
    });
    return sale._id;
  }
}
