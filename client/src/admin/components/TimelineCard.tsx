import { Alert, Card, Flex, Skeleton, Typography } from 'antd';
import { useId, type CSSProperties, type ReactNode } from 'react';
import { errorMessage } from '@/api/baseQuery';
import { AppButton } from '@/shared/ui/AppButton';

export const timelineListStyle: CSSProperties = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
};

/** One entry of a TimelineCard's list: what happened, then when and by whom, then details. */
export const timelineItemStyle: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: '10px 0',
  borderBottom: '1px solid var(--th-border, #e5e7eb)',
  overflowWrap: 'anywhere',
};

type TimelineQuery = {
  data?: { totalItems: number };
  isError: boolean;
  isFetching: boolean;
  error?: unknown;
};

type TimelineCardProps = {
  title: string;
  /** The query of the page shown (its `data` has the total; `items` are rendered by the caller). */
  query: TimelineQuery;
  onRetry: () => void;
  /** The entries of the page, as `<li>` elements. */
  children: ReactNode;
  /** How many entries the page shows. */
  shown: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** What the entries are, in the plural ("changes", "views"), for "1–10 of 23 changes". */
  noun: string;
  loadFailed: string;
  empty: string;
  loadingLabel: string;
  style?: CSSProperties;
};

/**
 * A side card listing a record's entries newest first, a page at a time (Newer / Older), with its
 * loading, empty and failed states: the History of a record, who viewed a person's data.
 */
export const TimelineCard = ({
  title,
  query,
  onRetry,
  children,
  shown,
  page,
  pageSize,
  onPage,
  noun,
  loadFailed,
  empty,
  loadingLabel,
  style,
}: TimelineCardProps) => {
  const headingId = useId();
  const total = query.data?.totalItems ?? 0;
  const first = (page - 1) * pageSize + 1;
  const last = first + shown - 1;
  const heading = (
    <Typography.Title level={2} id={headingId} style={{ fontSize: 18, margin: 0 }}>
      {title}
    </Typography.Title>
  );

  return (
    <Card title={heading} style={style}>
      {query.isError ? (
        <Alert
          type="error"
          showIcon
          // A side panel the page loads by itself: said politely, not over the page's own alerts.
          role="status"
          title={loadFailed}
          description={errorMessage(query.error)}
          action={
            <AppButton size="sm" variant="secondary" loading={query.isFetching} onClick={onRetry}>
              Retry
            </AppButton>
          }
        />
      ) : !query.data ? (
        <div role="status" aria-busy="true" aria-label={loadingLabel}>
          <Skeleton active />
        </div>
      ) : total === 0 ? (
        <Typography.Text type="secondary">{empty}</Typography.Text>
      ) : (
        <Flex vertical gap={12}>
          <ol style={timelineListStyle} aria-labelledby={headingId} aria-busy={query.isFetching}>
            {children}
          </ol>
          {total > pageSize && (
            <Flex wrap align="center" justify="space-between" gap={8}>
              <Typography.Text type="secondary" aria-live="polite">
                {shown > 0 ? `${first}–${last} of ${total} ${noun}` : `${total} ${noun}`}
              </Typography.Text>
              <Flex gap={8}>
                <AppButton
                  size="sm"
                  variant="secondary"
                  disabled={page === 1}
                  onClick={() => onPage(page - 1)}
                >
                  Newer
                </AppButton>
                <AppButton
                  size="sm"
                  variant="secondary"
                  disabled={page * pageSize >= total}
                  onClick={() => onPage(page + 1)}
                >
                  Older
                </AppButton>
              </Flex>
            </Flex>
          )}
        </Flex>
      )}
    </Card>
  );
};
