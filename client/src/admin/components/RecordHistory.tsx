import { Alert, Card, Flex, Skeleton, Typography } from 'antd';
import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import type { HistoryEntryDto } from '@/api/generated';
import { errorMessage } from '@/api/baseQuery';
import { formatShortDateTime } from '@/admin/format';
import { AppButton } from '@/shared/ui/AppButton';
import { useConfigHistoryQuery, useRecordHistoryQuery } from './recordHistoryApi';

export const HISTORY_EMPTY = 'No changes recorded yet';
export const HISTORY_LOAD_FAILED = 'There was an error fetching the history';
export const HISTORY_PAGE_SIZE = 10;

type RecordHistoryProps = (
  | {
      /** The record (`_id`) whose changes to show: an agent, a brand, a firm, a group, a user. */
      subjectId: string;
      config?: never;
    }
  | {
      /** The back-office settings' changes (the /admin/config page). */
      config: true;
      subjectId?: never;
    }
) & {
  /**
   * The record as the page shows it: when it changes (the page saved it and read it again), the
   * history is read again from its first page, so the change just made is listed.
   */
  record?: unknown;
  /** Changes per page. */
  pageSize?: number;
  title?: string;
  /** The card's style (e.g. its space from what is above it). */
  style?: CSSProperties;
};

const listStyle: CSSProperties = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
};

const itemStyle: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: '10px 0',
  borderBottom: '1px solid var(--th-border, #e5e7eb)',
  overflowWrap: 'anywhere',
};

const HistoryItem = ({ entry }: { entry: HistoryEntryDto }) => (
  <li style={itemStyle}>
    <Typography.Text strong>{entry.label}</Typography.Text>
    <Typography.Text type="secondary">
      <time dateTime={entry.date_time}>{formatShortDateTime(entry.date_time)}</time>
      {' · by '}
      {entry.authorName || 'the system'}
    </Typography.Text>
    {entry.comments && <Typography.Text>{entry.comments}</Typography.Text>}
  </li>
);

/**
 * A record's History (who changed what, and when), newest first, a page at a time: the changes
 * staff made to a partner record, a user or the settings, as the timeline recorded them. Put it
 * on a record's page: `<RecordHistory subjectId={agent._id} record={agent} />`.
 */
export const RecordHistory = ({
  subjectId,
  config,
  record,
  pageSize = HISTORY_PAGE_SIZE,
  title = 'History',
  style,
}: RecordHistoryProps) => {
  const headingId = useId();
  const [page, setPage] = useState(1);
  // `limit` is where the page ends, as the back office's lists send it.
  const pageArgs = { skip: (page - 1) * pageSize, limit: page * pageSize };
  const options = { refetchOnMountOrArgChange: true } as const;
  const ofRecord = useRecordHistoryQuery(
    { subjectId: subjectId ?? '', ...pageArgs },
    { ...options, skip: config === true },
  );
  const ofConfig = useConfigHistoryQuery(pageArgs, { ...options, skip: config !== true });
  const history = config ? ofConfig : ofRecord;

  // The page saved the record and read it again: show the newest changes.
  const seen = useRef(record);
  const refetch = history.refetch;
  useEffect(() => {
    if (seen.current === record) return;
    seen.current = record;
    if (page !== 1) setPage(1);
    else void refetch();
  }, [record, page, refetch]);

  const total = history.data?.totalItems ?? 0;
  const items = history.data?.items ?? [];
  const first = (page - 1) * pageSize + 1;
  const last = first + items.length - 1;

  const heading = (
    <Typography.Title level={2} id={headingId} style={{ fontSize: 18, margin: 0 }}>
      {title}
    </Typography.Title>
  );

  return (
    <Card title={heading} style={style}>
      {history.isError ? (
        <Alert
          type="error"
          showIcon
          // A side panel the page loads by itself: said politely, not over the page's own alerts.
          role="status"
          title={HISTORY_LOAD_FAILED}
          description={errorMessage(history.error)}
          action={
            <AppButton
              size="sm"
              variant="secondary"
              loading={history.isFetching}
              onClick={() => void refetch()}
            >
              Retry
            </AppButton>
          }
        />
      ) : !history.data ? (
        <div role="status" aria-busy="true" aria-label="Loading history...">
          <Skeleton active />
        </div>
      ) : total === 0 ? (
        <Typography.Text type="secondary">{HISTORY_EMPTY}</Typography.Text>
      ) : (
        <Flex vertical gap={12}>
          <ol style={listStyle} aria-labelledby={headingId} aria-busy={history.isFetching}>
            {items.map((entry) => (
              <HistoryItem key={entry._id} entry={entry} />
            ))}
          </ol>
          {total > pageSize && (
            <Flex wrap align="center" justify="space-between" gap={8}>
              <Typography.Text type="secondary" aria-live="polite">
                {items.length > 0 ? `${first}–${last} of ${total} changes` : `${total} changes`}
              </Typography.Text>
              <Flex gap={8}>
                <AppButton
                  size="sm"
                  variant="secondary"
                  disabled={page === 1}
                  onClick={() => setPage(page - 1)}
                >
                  Newer
                </AppButton>
                <AppButton
                  size="sm"
                  variant="secondary"
                  disabled={page * pageSize >= total}
                  onClick={() => setPage(page + 1)}
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
