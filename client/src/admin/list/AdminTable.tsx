import { Empty, Flex, Table, type TableColumnsType, type TableProps } from 'antd';
import { useMemo, type HTMLAttributes, type KeyboardEvent, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { AdminQueryError } from '@/admin/components/AdminQueryError';
import type { SortState } from '@/admin/list/tableUrlState';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
import '@/admin/list/listKit.css';

/** The spec's wording for an empty table (admin.md, as the customer side). */
export const EMPTY_TABLE_TEXT = 'No Data';

type AdminTableProps<Row extends object, S extends string = string> = {
  /** The table's accessible name, e.g. 'Transactions'. */
  label: string;
  columns: TableColumnsType<Row>;
  rows: readonly Row[] | undefined;
  rowKey: TableProps<Row>['rowKey'];
  /** Makes rows open a route on click or Enter (Ctrl/⌘-click opens a new tab). */
  rowHref?: (row: Row) => string;
  /** Makes rows do something else on click or Enter (open a modal). */
  onRowClick?: (row: Row) => void;
  loading?: boolean;
  /** A failed load: shown with the classified message and Retry instead of 'No Data'. */
  error?: unknown;
  /** The spec's message for this list's failure, e.g. 'There was an error fetching users.'. */
  errorTitle?: string;
  onRetry?: () => void;
  emptyText?: string;
  /**
   * Server-side sorting: the sort in force (e.g. the URL state's `sort`). Columns with `sorter:
   * true` sort by their `key`; the table only reports the choice through `onSortChange` (null: back
   * to the default order).
   */
  sort?: SortState<S>;
  onSortChange?: (sort: SortState<S> | null) => void;
};

const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"], [role="checkbox"]';

/** A click on a link or button inside a row does that control's job, not the row's. */
const isOnControl = (event: MouseEvent<HTMLElement>): boolean => {
  const control = (event.target as HTMLElement).closest(INTERACTIVE);
  return control !== null && event.currentTarget.contains(control);
};

/**
 * The back office table: antd Table without its own pagination (use ListFooter), scrolling
 * sideways on narrow screens, with loading, 'No Data' and error states, and rows that open a
 * route by click or keyboard (Tab to a row, Enter).
 */
export const AdminTable = <Row extends object, S extends string = string>({
  label,
  columns,
  rows,
  rowKey,
  rowHref,
  onRowClick,
  loading = false,
  error,
  errorTitle,
  onRetry,
  emptyText = EMPTY_TABLE_TEXT,
  sort,
  onSortChange,
}: AdminTableProps<Row, S>) => {
  const navigate = useNavigate();
  const failed = error !== undefined && error !== null;

  const open = (row: Row, inNewTab: boolean) => {
    if (onRowClick) return onRowClick(row);
    if (!rowHref) return;
    const href = rowHref(row);
    if (inNewTab) window.open(href, '_blank', 'noopener');
    else void navigate(href);
  };

  const rowProps = (row: Row): HTMLAttributes<HTMLElement> =>
    rowHref || onRowClick
      ? {
          tabIndex: 0,
          className: 'th-admin-table-row-link',
          onClick: (event: MouseEvent<HTMLElement>) => {
            if (!isOnControl(event)) open(row, event.metaKey || event.ctrlKey);
          },
          onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
            if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
            event.preventDefault();
            open(row, event.metaKey || event.ctrlKey);
          },
        }
      : {};

  // A stable component: a new one on each render would remount the whole table.
  const components = useMemo(
    () => ({
      table: (props: HTMLAttributes<HTMLTableElement>) => <table {...props} aria-label={label} />,
    }),
    [label],
  );

  const empty = loading || failed ? ' ' : <Empty description={emptyText} />;

  // The sort in force, shown on its column (antd then sets aria-sort on the header).
  const shownColumns = useMemo(
    () =>
      onSortChange
        ? columns.map((column) =>
            column.sorter
              ? {
                  ...column,
                  sortDirections: ['ascend', 'descend'] as ('ascend' | 'descend')[],
                  sortOrder:
                    sort && column.key === sort.key
                      ? sort.order === 'asc'
                        ? ('ascend' as const)
                        : ('descend' as const)
                      : null,
                }
              : column,
          )
        : columns,
    [columns, sort, onSortChange],
  );

  const handleChange: TableProps<Row>['onChange'] = (_pagination, _filters, sorter) => {
    if (!onSortChange || Array.isArray(sorter)) return;
    onSortChange(
      sorter.order && sorter.columnKey !== undefined
        ? { key: String(sorter.columnKey) as S, order: sorter.order === 'ascend' ? 'asc' : 'desc' }
        : null,
    );
  };

  return (
    <Flex vertical gap={12}>
      {failed && (
        <AdminQueryError error={error} title={errorTitle} onRetry={onRetry} retrying={loading} />
      )}
      {loading && (
        <VisuallyHidden>
          <span role="status">Loading...</span>
        </VisuallyHidden>
      )}
      {!(failed && !rows?.length) && (
        <Table<Row>
          columns={shownColumns}
          onChange={onSortChange ? handleChange : undefined}
          dataSource={rows as Row[] | undefined}
          rowKey={rowKey}
          loading={loading}
          pagination={false}
          size="middle"
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: empty }}
          onRow={rowProps}
          components={components}
        />
      )}
    </Flex>
  );
};
