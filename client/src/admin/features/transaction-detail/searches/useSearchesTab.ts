import { useState } from 'react';
import { useAutoClearMessage } from '@/admin/hooks/useAutoClearMessage';
import { api, useSearchesQuery, type SearchesDto } from '@/api/generated';
import { SEARCHES_MESSAGES } from './searchesMessages';

/** Something is still moving: an order waiting for the provider, or a search not finished. */
const isMoving = (data: SearchesDto | undefined) =>
  Boolean(
    data &&
      (data.requests.some((request) => request.status === 'queued') ||
        data.orders.some((order) => order.status === 'in progress')),
  );

/**
 * The Searches tab's state: the sale's searches, asked again every `pollingIntervalMs` while
 * something is moving; the order form's open state; the flash message after an order.
 */
export const useSearchesTab = (transactionId: string, pollingIntervalMs: number) => {
  const arg = { transactionId };
  const cached = api.endpoints.searches.useQueryState(arg);
  const searches = useSearchesQuery(arg, {
    pollingInterval: isMoving(cached.data) ? pollingIntervalMs : 0,
    skipPollingIfUnfocused: true,
  });
  const [ordering, setOrdering] = useState(false);
  const flash = useAutoClearMessage();
  const data = searches.data;
  const isReorder = Boolean(data && data.orders.length > 0);

  const handleOrdered = () => {
    setOrdering(false);
    flash.showSuccess(isReorder ? SEARCHES_MESSAGES.reordered : SEARCHES_MESSAGES.ordered);
  };

  return {
    searches,
    data,
    isReorder,
    latest: data?.requests[0],
    flash,
    ordering,
    openOrder: () => setOrdering(true),
    closeOrder: () => setOrdering(false),
    handleOrdered,
  };
};
