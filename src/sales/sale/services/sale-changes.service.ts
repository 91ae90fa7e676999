import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '@/platform/common/clock';
import type { SessionUser } from '@/platform/common/decorators';
import { NothingToUpdateError } from '@/platform/common/errors';
import { Database } from '@/platform/database/database';
import { EventsService } from '@/platform/timeline/events.service';
import { PropertiesService } from '@/sales/properties/properties.service';
import type { UpdateTransactionDto, UpdateTransactionQueryDto } from '../dto/sale-input.dto';
import { SaleLockedError } from '../sales.errors';
import { SalesRepository, type SaleChanges, type SaleRow } from '../sales.repository';
import {
  checkDistinctSellers,
  checkRepresentative,
  ownSale,
  propertyInputOf,
} from '../sales.rules';
import { SaleEstateAgentService } from './sale-estate-agent.service';
import { SaleSellersService } from './sale-sellers.service';

/** The seller changes their sale (changed fields only) and accepts the terms, once. */
@Injectable()
export class SaleChangesService {
  constructor(
    @Inject(Database) private readonly database: Database,
    private readonly repository: SalesRepository,
    private readonly properties: PropertiesService,
    private readonly sellers: SaleSellersService,
    private readonly estateAgent: SaleEstateAgentService,
    private readonly events: EventsService,
    private readonly clock: Clock,
  ) {}

  /** Applies the changed fields; `termsAndConditions=true` records acceptance of the terms. */
  async update(
    viewer: SessionUser,
    id: string,
    body: UpdateTransactionDto,
    query: UpdateTransactionQueryDto,
  ): Promise<void> {
    const acceptTerms = query.termsAndConditions === 'true';
    const hasChanges = Object.values(body).some((value) => value !== undefined);
    if (!hasChanges && !acceptTerms) throw new NothingToUpdateError();
    await this.database.transaction(async () => {
      const sale = ownSale(viewer, await this.repository.findByIdForUpdate(id));
      // Once paid, staff change the answers (the customer asks through a change request).
      if (hasChanges && sale.is_paid) throw new SaleLockedError();
      const sellers = await this.sellers.currentIds(sale._id);
      if (body.customerType !== undefined || body.additionalSellers !== undefined) {
        checkRepresentative(
          body.customerType ?? sale.customer_type,
          body.additionalSellers?.length ?? sellers.length,
        );
      }
      if (body.additionalSellers !== undefined) {
        checkDistinctSellers(viewer, body.additionalSellers);
      }
      const input = propertyInputOf(body);
      if (input.propertyAddress || input.tenureOption || input.tenureDetails) {
        await this.properties.changeForUser(viewer, sale.property_id, input);
      }
      const changes: SaleChanges = {};
      if (body.customerType !== undefined) changes.customer_type = body.customerType;
      if (body.askingPrice !== undefined) changes.asking_price = body.askingPrice;
      if (body.hasMortgage !== undefined) changes.has_mortgage = body.hasMortgage;
      if (body.onwardPurchase !== undefined) changes.onward_purchase = body.onwardPurchase;
      if (body.isUsingForeignCurrency !== undefined) {
        changes.is_using_foreign_currency = body.isUsingForeignCurrency;
      }
      if (body.requiresMortgageReferral !== undefined) {
        changes.requiresMortgageReferral = body.requiresMortgageReferral;
      }
      await this.repository.update(sale._id, changes);
      if (body.additionalSellers !== undefined) {
        await this.sellers.save(sale._id, body.additionalSellers, sellers);
      }
      if (body.estateAgent) await this.estateAgent.choose(viewer, sale, body.estateAgent);
      if (acceptTerms) await this.acceptTerms(viewer, sale);
    });
  }

  private async acceptTerms(viewer: SessionUser, sale: SaleRow): Promise<void> {
    const recorded = await this.repository.acceptTerms(sale._id, this.clock.now());
    if (recorded) {
      await this.events.record({
        transactionId: sale._id,
        name: 'terms_accepted',
        author: viewer,
      });
    }
  }
}
