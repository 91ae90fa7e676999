import { Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AccessRecordEntryDto } from '@/api/generated';
import { formatShortDateTime } from '@/admin/format';
import { adminPaths } from '@/admin/paths';
import { TimelineCard, timelineItemStyle } from '@/admin/components/TimelineCard';
import { useAccessRecordsQuery } from '@/api/generated';

export const VIEWED_BY_TITLE = 'Viewed by staff';
export const VIEWED_BY_EMPTY = "No member of staff has viewed this person's data yet";
export const VIEWED_BY_LOAD_FAILED = 'There was an error fetching who viewed this person’s data';
export const VIEWED_BY_PAGE_SIZE = 10;

/** What was seen beyond its kind: the document's name, and the sale it was seen on. */
const RecordLine = ({ entry }: { entry: AccessRecordEntryDto }) => {
  if (!entry.record_label && !entry.transaction_id) return null;
  return (
    <Typography.Text>
      {entry.record_label}
      {entry.record_label && entry.transaction_id && ' · '}
      {entry.transaction_id && (
        <Link to={adminPaths.transaction(entry.transaction_id)}>Open the transaction</Link>
      )}
    </Typography.Text>
  );
};

const AccessItem = ({ entry }: { entry: AccessRecordEntryDto }) => (
  <li style={timelineItemStyle}>
    <Typography.Text strong>{entry.label}</Typography.Text>
    <Typography.Text type="secondary">
      <time dateTime={entry.viewed_at}>{formatShortDateTime(entry.viewed_at)}</time>
      {' · by '}
      {entry.staff_name}
    </Typography.Text>
    <RecordLine entry={entry} />
  </li>
);

type UserViewedByCardProps = {
  /** The user (or person) whose data staff viewed. */
  subjectId: string;
  pageSize?: number;
};

/**
 * Who among staff viewed the person's personal data (issue 27): their page, identity-check full
 * details, a document; newest first, a page at a time. Read again each time it is shown, so the
 * view that opened the page is listed.
 */
export const UserViewedByCard = ({
  subjectId,
  pageSize = VIEWED_BY_PAGE_SIZE,
}: UserViewedByCardProps) => {
  const [page, setPage] = useState(1);
  // `limit` is where the page ends, as the back office's lists send it.
  const access = useAccessRecordsQuery(
    { subjectId, skip: (page - 1) * pageSize, limit: page * pageSize },
    { refetchOnMountOrArgChange: true },
  );

  const items = access.data?.items ?? [];

  return (
    <TimelineCard
      title={VIEWED_BY_TITLE}
      query={access}
      onRetry={() => void access.refetch()}
      shown={items.length}
      page={page}
      pageSize={pageSize}
      onPage={setPage}
      noun="views"
      loadFailed={VIEWED_BY_LOAD_FAILED}
      empty={VIEWED_BY_EMPTY}
      loadingLabel="Loading who viewed this person's data..."
    >
      {items.map((entry) => (
        <AccessItem key={entry._id} entry={entry} />
      ))}
    </TimelineCard>
  );
};
