import { Typography } from 'antd';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { HistoryEntryDto } from '@/api/generated';
import { formatShortDateTime } from '@/admin/format';
import { useConfigHistoryQuery, useRecordHistoryQuery } from '@/api/generated';
import { TimelineCard, timelineItemStyle } from './TimelineCard';

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

const HistoryItem = ({ entry }: { entry: HistoryEntryDto }) => (
  <li style={timelineItemStyle}>
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

  const items = history.data?.items ?? [];

  return (
    <TimelineCard
      title={title}
      query={history}
      onRetry={() => void refetch()}
      shown={items.length}
      page={page}
      pageSize={pageSize}
      onPage={setPage}
      noun="changes"
      loadFailed={HISTORY_LOAD_FAILED}
      empty={HISTORY_EMPTY}
      loadingLabel="Loading history..."
      style={style}
    >
      {items.map((entry) => (
        <HistoryItem key={entry._id} entry={entry} />
      ))}
    </TimelineCard>
  );
};
