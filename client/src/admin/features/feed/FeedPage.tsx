import { Button, Empty, Flex, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { AdminQueryError } from '@/admin/components/AdminQueryError';
import { FeedCard } from '@/admin/features/feed/FeedCard';
import {
  feedFilterQuery,
  feedFilters,
  feedFilterValues,
  type FeedFilter,
} from '@/admin/features/feed/feedFilters';
import { type TransactionsQuery } from '@/admin/features/transactions/transactionsListApi';
import { useAdminSalesQuery } from '@/api/generated';
import { ChipFilterGroup } from '@/admin/list/ChipFilterGroup';
import { useTableUrlState } from '@/admin/list/useTableUrlState';
import { AdminPageHeader } from '@/admin/components/AdminPageHeader';
import '@/admin/features/feed/feed.css';

/** admin.md §9: the feed loads 5 cards at a time; 'Load 5 More' is debounced 500 ms. */
export const FEED_PAGE_SIZE = 5;
export const LOAD_MORE_DEBOUNCE_MS = 500;
export const FEED_ERROR = 'There was an error while fetching transactions';

/** The find-all filters of a chip, as query parameters ('true' / 'false'). */
const filterParams = (filter: FeedFilter): Partial<TransactionsQuery> =>
  Object.fromEntries(
    Object.entries(feedFilterQuery(filter)).map(([key, value]) => [key, String(value)]),
  );

/** The `index`-th block of five cards (skip = 5 × index, limit = where it ends). */
const FeedBlock = ({ filter, index }: { filter: FeedFilter; index: number }) => {
  const { currentData } = useAdminSalesQuery({
    ...filterParams(filter),
    skip: index * FEED_PAGE_SIZE,
    limit: (index + 1) * FEED_PAGE_SIZE,
  });
  return (
    <>
      {currentData?.items.map((row) => (
        <li key={row._id}>
          <FeedCard row={row} />
        </li>
      ))}
    </>
  );
};

/**
 * /admin/feed: the newest sales as cards, five at a time, filtered by one chip (kept in the
 * URL as ?filter=…). 'Load 5 More' adds the next five 500 ms after the last press.
 */
export const FeedPage = () => {
  const list = useTableUrlState({
    filters: { filter: { values: feedFilterValues, default: 'all' } },
  });
  const filter = list.filters.filter;
  const [blocks, setBlocks] = useState({ filter, count: 1 });
  const count = blocks.filter === filter ? blocks.count : 1;
  const first = useAdminSalesQuery({
    ...filterParams(filter),
    skip: 0,
    limit: FEED_PAGE_SIZE,
  });
  const last = useAdminSalesQuery({
    ...filterParams(filter),
    skip: (count - 1) * FEED_PAGE_SIZE,
    limit: count * FEED_PAGE_SIZE,
  });

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [waiting, setWaiting] = useState(false);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Another chip starts again at five: a pending 'Load 5 More' is dropped.
  useEffect(() => {
    clearTimeout(timer.current);
    setWaiting(false);
    setBlocks((current) => (current.filter === filter ? current : { filter, count: 1 }));
  }, [filter]);

  const loadMore = () => {
    clearTimeout(timer.current);
    setWaiting(true);
    timer.current = setTimeout(() => {
      setWaiting(false);
      setBlocks({ filter, count: count + 1 });
    }, LOAD_MORE_DEBOUNCE_MS);
  };

  const total = first.data?.totalFilteredItems;
  const shown = total === undefined ? 0 : Math.min(count * FEED_PAGE_SIZE, total);
  const loading = first.isFetching || last.isFetching;

  return (
    <>
      <AdminPageHeader title="Transaction Feed" />
      <ChipFilterGroup
        label="Filter transactions"
        options={feedFilters}
        value={filter}
        allValue="all"
        onChange={(value) => list.setFilter('filter', value)}
      />
      {first.error ? (
        <AdminQueryError
          error={first.error}
          title={FEED_ERROR}
          onRetry={() => void first.refetch()}
          retrying={first.isFetching}
        />
      ) : (
        <>
          <ul className="th-feed-list" aria-label="Transactions" aria-busy={loading}>
            {Array.from({ length: count }, (_, index) => (
              <FeedBlock key={index} filter={filter} index={index} />
            ))}
          </ul>
          {total === 0 && <Empty description="No Data" />}
          <Flex vertical align="center" gap={8}>
            {loading && <Spin aria-label="Loading..." />}
            {/* admin.md §3: 'Showing N of M transactions'. */}
            {total !== undefined && (
              <p role="status">
                Showing {shown} of {total} transactions
              </p>
            )}
            {total !== undefined && shown < total && (
              <Button onClick={loadMore} loading={waiting || last.isFetching}>
                Load 5 More
              </Button>
            )}
          </Flex>
        </>
      )}
    </>
  );
};
