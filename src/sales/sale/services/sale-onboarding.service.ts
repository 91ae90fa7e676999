import { Inject, Injectable } from '@nestjs/common';
import type { SessionUser } from '@/platform/common/decorators';
import { NoPermissionError } from '@/platform/common/errors';
import { Database } from '@/platform/database/database';
import { EventsService } from '@/platform/timeline/events.service';
import { PropertiesService } from '@/sales/properties/properties.service';
import { PurchaseIntentsService } from '@/sales/purchases/purchase-intents.service';
import type { CreateTransactionDto } from '../dto/sale-input.dto';
import { SalesRepository } from '../sales.repository';
import { checkDistinctSellers, checkRepresentative, propertyInputOf } from '../sales.rules';
import { SaleEstateAgentService } from './sale-estate-agent.service';
import { SaleSellersService } from './sale-sellers.service';

/**
 * Onboarding a sale (customer.md, the seller's property form): the property is created (or
 * changed), then the resale with the viewer as primary seller, its additional sellers and
 * estate agent, and the purchases already waiting for that property are attached to it; all in
 * one DB transaction, with the sale's first timeline event.
 */
@Injectable()
export class SaleOnboardingService {
  constructor(
    @Inject(Database) private readonly database: Database,
    private readonly repository: SalesRepository,
    private readonly properties: PropertiesService,
    private readonly sellers: SaleSellersService,
    private readonly estateAgent: SaleEstateAgentService,
    private readonly purchaseIntents: PurchaseIntentsService,
    private readonly events: EventsService,
  ) {}

  /** Creates (or updates) the property, then the resale with `viewer` as primary seller; its id. */
  async create(viewer: SessionUser, body: CreateTransactionDto): Promise<string> {
    checkRepresentative(body.customerType, body.additionalSellers?.length ?? 0);
    checkDistinctSellers(viewer, body.additionalSellers ?? []);
    if (body.primarySellerId && body.primarySellerId !== viewer._id) {
      throw new NoPermissionError();
    }
    return this.database.transaction(async () => {
      const input = propertyInputOf(body);
      const property = body.propertyId
        ? await this.properties.changeForUser(viewer, body.propertyId, input)
        : await this.properties.createForUser(viewer, input);
      const sale = await this.repository.create({
        type: 'resale',
        property_id: property._id,
        primary_seller_id: viewer._id,
        customer_type: body.customerType,
        asking_price: body.askingPrice ?? null,
        has_mortgage: body.hasMortgage,
        onward_purchase: body.onwardPurchase,
        is_using_foreign_currency: body.isUsingForeignCurrency,
        requiresMortgageReferral: body.requiresMortgageReferral ?? null,
      });
      await this.sellers.save(sale._id, body.additionalSellers ?? [], []);
      await this.events.record({
        transactionId: sale._id,
        name: 'transaction_created',
        author: viewer,
      });
      await this.purchaseIntents.attachWaitingPurchases(property._id, sale._id);
      if (body.estateAgent) await this.estateAgent.choose(viewer, sale, body.estateAgent);
      return sale._id;
    });
  }
}
