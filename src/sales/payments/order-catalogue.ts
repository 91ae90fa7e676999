import type { OrderItem } from '@/platform/database/schema';

/**
 * What a seller pays at onboarding, priced by the server (pence, VAT included). A client never
 * decides what it is charged: orders are priced from this list only.
 */
export const SELLER_ONBOARDING_PRODUCTS: readonly OrderItem[] = [
  { product_name: 'Service fee', product_price: 24000, quantity: 1, incVat: true },
  { product_name: 'Search pack', product_price: 48000, quantity: 1, incVat: true },
];

export const ORDER_CURRENCY = 'gbp';

export function orderTotal(items: readonly OrderItem[]): number {
  return items.reduce((sum, item) => sum + item.product_price * item.quantity, 0);
}

export { formatPence } from '@/platform/common/money';
