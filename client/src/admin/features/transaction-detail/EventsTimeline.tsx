import { Empty, Skeleton, Timeline, Typography } from 'antd';
import { useId } from 'react';
import { AdminQueryError } from '@/admin/components/AdminQueryError';
import { ShowMore } from '@/admin/components/ShowMore';
import { eventLabel, formatShortDateTime } from '@/admin/format';
import { NotesPanel } from './NotesPanel';
import { useAdminSaleEventsQuery } from '@/api/generated';
import './notesPanel.css';

/**
 * The Events tab: the sale's notes (pinned first), then its timeline, newest first, 5 then
 * 'All events' / 'Show less' (admin.md §2, §9), each event with its comments under it.
 */
export const EventsTimeline = ({ transactionId }: { transactionId: string }) => {
  const headingId = useId();
  return (
    <>
      <NotesPanel transactionId={transactionId} />
      <section aria-labelledby={headingId}>
        <Typography.Title level={4} id={headingId}>
          Timeline
        </Typography.Title>
        <TimelineEvents transactionId={transactionId} />
      </section>
    </>
  );
};

const TimelineEvents = ({ transactionId }: { transactionId: string }) => {
  const events = useAdminSaleEventsQuery({ id: transactionId });
  if (events.error) {
    return (
      <AdminQueryError
        error={events.error}
        title="There was an error while fetching the transaction details"
        onRetry={() => void events.refetch()}
        retrying={events.isFetching}
      />
    );
  }
  if (!events.data) return <Skeleton active aria-label="Loading..." />;
  if (events.data.length === 0) return <Empty description="No events yet" />;
  const newestFirst = [...events.data].reverse();
  return (
    <ShowMore items={newestFirst} moreLabel="All events" lessLabel="Show less">
      {(visible) => (
        <Timeline
          items={visible.map((event) => ({
            key: event._id,
            color: event.milestone ? 'green' : 'gray',
            children: (
              <>
                <Typography.Text strong>{eventLabel(event.event_name)}</Typography.Text>
                <br />
                <Typography.Text type="secondary">
                  {formatShortDateTime(event.date_time)}
                  {event.authorName ? ` · ${event.authorName}` : ' · System'}
                </Typography.Text>
                {event.comments && (
                  <Typography.Text className="th-event-comments">{event.comments}</Typography.Text>
                )}
              </>
            ),
          }))}
        />
      )}
    </ShowMore>
  );
};
