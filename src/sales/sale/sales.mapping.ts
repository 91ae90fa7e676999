import { toChoice } from '@/partners/estate-agents/estate-agents.service';
import { toOrderDto } from '@/sales/payments/dto/order.dto';
import type { OrderRow } from '@/sales/payments/orders.service';
import { toPersonDto } from '@/accounts/people/people.service';
import { toPropertyDto } from '@/sales/properties/dto/property.dto';
import type { LinkedTransactionDto, TransactionDto } from './dto/sale.dto';
import type { SaleViewRow, SellerPersonRow } from './sales.query-repository';

/** A sale as its seller (and the back office) sees it. */
export function toSaleDto(
  row: SaleViewRow,
  sellers: SellerPersonRow[],
  orders: OrderRow[],
): TransactionDto {
  const sale = row.sale;
  return {
    _id: sale._id,
    type: sale.type,
    property_id: sale.property_id,
    property: toPropertyDto(row.property),
    primary_seller: { user: row.seller, customer_type: sale.customer_type },
    additional_sellers: sellers.map((person) => toPersonDto(person._id, person)),
    asking_price: sale.asking_price,
    has_mortgage: sale.has_mortgage,
    onward_purchase: sale.onward_purchase,
    is_using_foreign_currency: sale.is_using_foreign_currency,
    requiresMortgageReferral: sale.requiresMortgageReferral,
    terms_and_conditions: sale.terms_and_conditions,
    terms_accepted_at: sale.terms_accepted_at?.toISOString() ?? null,
    estate_agent: row.estateAgent ? toChoice(row.estateAgent) : null,
    estate_agent_id: sale.estate_agent_id,
    estate_agent_status: sale.estate_agent_status,
    referral_code: row.referralCode,
    tags: sale.tags,
    orders: orders.map(toOrderDto),
    complete: row.paid,
    createdAt: sale.createdAt.toISOString(),
    updatedAt: sale.updatedAt.toISOString(),
  };
}

/** The sale a purchase intent is linked to, as its buyer sees it. */
export function toLinkedSaleDto(row: SaleViewRow, purchaseIntentId: string): LinkedTransactionDto {
  return {
    _id: row.sale._id,
    purchase_intent_id: purchaseIntentId,
    type: row.sale.type,
    property: toPropertyDto(row.property),
    estate_agent: row.estateAgent ? toChoice(row.estateAgent) : null,
    estate_agent_status: row.sale.estate_agent_status,
    createdAt: row.sale.createdAt.toISOString(),
  };
}
