import { usePurchaseTrackerQuery, useSaleTrackerQuery, type TrackerDto } from '@/api/generated';

export type { TrackerDto };

/** Which dashboard the tracker belongs to: a sale (its seller) or a purchase (its buyer). */
export type TrackerKind = 'sale' | 'purchase';

/**
 * The customer's tracker of one sale or purchase (GET /api/tracker/sales/{id} or
 * /api/tracker/purchases/{id}): both hooks are called (one skipped) so the rules of hooks hold.
 * Callers with the same kind and id share one request through RTK Query's cache.
 */
export const useTrackerQuery = (
  kind: TrackerKind,
  id: string,
  options: { skip?: boolean } = {},
) => {
  const sale = useSaleTrackerQuery(
    { transactionId: id },
    { skip: options.skip || kind !== 'sale' },
  );
  const purchase = usePurchaseTrackerQuery(
    { purchaseIntentId: id },
    { skip: options.skip || kind !== 'purchase' },
  );
  return kind === 'sale' ? sale : purchase;
};

/** Whether the customer's own identity check is complete ("Complete your ID check" ticks). */
export const useOwnCheckComplete = (
  kind: TrackerKind,
  id: string,
  options: { skip?: boolean } = {},
): boolean => useTrackerQuery(kind, id, options).data?.own_check_complete === true;
