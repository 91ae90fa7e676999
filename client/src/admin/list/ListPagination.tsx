import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { pageCount, pageLinks, rangeLabel } from '@/admin/list/paging';
import '@/admin/list/listKit.css';

type ListPaginationProps = {
  page: number;
  size: number;
  /** Rows matching the list's filters (the API's totalFilteredItems). */
  total: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark; 'Pagination' by default. */
  label?: string;
  /** `total` is a bound the API counted to (more rows match): shown as '1,000+'. */
  capped?: boolean;
};

/**
 * '1 - 10 of N' with previous/next arrows and the page numbers (admin.md §2 estate agents: all
 * of them up to 5 pages, else the first, an ellipsis, the neighbours and the last).
 */
export const ListPagination = ({
  page,
  size,
  total,
  onPageChange,
  label = 'Pagination',
  capped = false,
}: ListPaginationProps) => {
  const count = pageCount(total, size);
  const current = Math.min(page, count);
  return (
    <Flex component="nav" aria-label={label} align="center" wrap gap={8} className="th-pagination">
      <span className="th-pagination-range" aria-live="polite">
        {rangeLabel(current, size, total, capped)}
      </span>
      <Flex component="ul" align="center" gap={4} wrap className="th-pagination-pages">
        <li>
          <Button
            type="text"
            icon={<LeftOutlined aria-hidden />}
            aria-label="Previous page"
            disabled={current <= 1}
            onClick={() => onPageChange(current - 1)}
          />
        </li>
        {pageLinks(current, count).map((link) =>
          link.type === 'ellipsis' ? (
            <li key={link.key} aria-hidden className="th-pagination-ellipsis">
              …
            </li>
          ) : (
            <li key={link.page}>
              <Button
                type={link.page === current ? 'primary' : 'text'}
                aria-label={`Page ${link.page}`}
                aria-current={link.page === current ? 'page' : undefined}
                onClick={() => link.page !== current && onPageChange(link.page)}
              >
                {link.page}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button
            type="text"
            icon={<RightOutlined aria-hidden />}
            aria-label="Next page"
            disabled={current >= count}
            onClick={() => onPageChange(current + 1)}
          />
        </li>
      </Flex>
    </Flex>
  );
};
