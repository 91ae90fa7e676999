import { Flex } from 'antd';
import { useEffect } from 'react';
import { ListPagination } from '@/admin/list/ListPagination';
import { PageSizeSelect } from '@/admin/list/PageSizeSelect';
import { pageCount } from '@/admin/list/paging';
import type { FilterDefinitions } from '@/admin/list/tableUrlState';
import type { TableUrlState } from '@/admin/list/useTableUrlState';

type ListFooterProps<F extends FilterDefinitions, P extends string, S extends string> = {
  list: TableUrlState<F, P, S>;
  /** The API's totalFilteredItems; undefined while the first page loads. */
  total: number | undefined;
  /** The API's total is a bound it counted to, more rows matching (totalIsCapped): '1,000+'. */
  capped?: boolean;
};

/**
 * Under every admin table: the items-per-page select and the pagination, both driving the URL
 * state. A page past the end (an old link, rows deleted since) is corrected to the last page.
 */
export const ListFooter = <
  F extends FilterDefinitions,
  P extends string = never,
  S extends string = string,
>({
  list,
  total,
  capped = false,
}: ListFooterProps<F, P, S>) => {
  const { page, size, setPage, setSize } = list;
  const lastPage = total === undefined ? undefined : pageCount(total, size);
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) setPage(lastPage, { replace: true });
  }, [lastPage, page, setPage]);

  return (
    <Flex align="center" justify="space-between" wrap gap={12} style={{ marginTop: 16 }}>
      <PageSizeSelect value={size} onChange={setSize} />
      {total !== undefined && (
        <ListPagination
          page={page}
          size={size}
          total={total}
          capped={capped}
          onPageChange={setPage}
        />
      )}
    </Flex>
  );
};
