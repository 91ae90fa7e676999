import {
  BuildOutlined,
  CheckCircleFilled,
  ClockCircleFilled,
  CloseCircleFilled,
  HomeOutlined,
  WarningFilled,
} from '@ant-design/icons';
import { Card, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { eventLabel, formatShortDateTime } from '@/admin/format';
import {
  fullNames,
  type AdminTransactionRow,
} from '@/admin/features/transactions/transactionsListApi';
import { noteAuthor } from '@/admin/features/transaction-detail/notesApi';
import { adminPaths } from '@/admin/paths';
import '@/admin/features/feed/feed.css';

type StatusState = 'complete' | 'in progress' | 'incomplete' | 'failed';

const STATUS_ICONS = {
  complete: <CheckCircleFilled aria-hidden className="th-feed-status-complete" />,
  'in progress': <ClockCircleFilled aria-hidden className="th-feed-status-progress" />,
  incomplete: <CloseCircleFilled aria-hidden className="th-feed-status-incomplete" />,
  failed: <WarningFilled aria-hidden className="th-feed-status-failed" />,
} as const;

const IDENTITY_STATES = {
  complete: { state: 'complete', text: 'Complete' },
  'in progress': { state: 'in progress', text: 'In progress' },
  outstanding: { state: 'incomplete', text: 'Outstanding' },
  failed: { state: 'failed', text: 'Failed' },
} as const satisfies Record<
  AdminTransactionRow['identity_status'],
  { state: StatusState; text: string }
>;

/** The card's five statuses (admin.md §2), each an icon and its state in words. */
export const feedStatuses = (row: AdminTransactionRow) => {
  const done = (value: boolean): StatusState => (value ? 'complete' : 'incomplete');
  return [
    { label: 'Payment', state: done(row.paid), text: row.paid ? 'Paid' : 'Unpaid' },
    {
      label: 'Estate Agent',
      state: done(row.estate_agent_complete),
      text: row.estate_agent_complete ? 'Complete' : 'Pending',
    },
    {
      label: 'Solicitors',
      state: done(row.solicitors_assigned),
      text: row.solicitors_assigned ? 'Assigned' : 'Not assigned',
    },
    {
      label: 'Searches',
      state: done(row.searches_completed),
      text: row.searches_completed ? 'Ordered' : 'Not ordered',
    },
    {
      label: 'Thirdfort Checks',
      state: IDENTITY_STATES[row.identity_status].state,
      text:
        row.identity_status === 'failed' && row.identity_failure
          ? `Failed (${row.identity_failure})`
          : IDENTITY_STATES[row.identity_status].text,
    },
  ] satisfies { label: string; state: StatusState; text: string }[];
};

/**
 * What happened last: the latest event, or the latest note when that is newer ('Note by Ada
 * Byron', with the start of the note under it).
 */
const LatestEvent = ({ latest }: { latest: AdminTransactionRow['latest_event'] }) => {
  if (!latest) return <Typography.Text type="secondary">Latest event: None</Typography.Text>;
  const when = formatShortDateTime(latest.date_time);
  if (!latest.note) {
    return (
      <Typography.Text type="secondary">
        {`Latest event: ${eventLabel(latest.event_name)} · ${when}`}
      </Typography.Text>
    );
  }
  const note = latest.note;
  return (
    <>
      <Typography.Text type="secondary">
        {`Latest event: ${noteAuthor({ source: note.source, authorName: note.author_name })} · ${when}`}
      </Typography.Text>
      <Typography.Text className="th-feed-note" title={note.text}>
        “{note.text}”
      </Typography.Text>
    </>
  );
};

/** One sale on the activity feed: what it is, who is in it, what happened last, what is missing. */
export const FeedCard = ({ row }: { row: AdminTransactionRow }) => {
  const resale = row.type === 'resale';
  return (
    <Card size="small" className="th-feed-card" role="article" aria-label={row.property_address}>
      <Flex gap={12} align="flex-start">
        <span
          className="th-feed-type"
          role="img"
          aria-label={resale ? 'Resale' : 'Development'}
          title={resale ? 'Resale' : 'Development'}
        >
          {resale ? <HomeOutlined aria-hidden /> : <BuildOutlined aria-hidden />}
        </span>
        <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Link to={adminPaths.transaction(row._id)} className="th-feed-address">
            {row.property_address}
          </Link>
          <span>Sellers: {fullNames(row.sellers)}</span>
          <span>Buyers: {fullNames(row.active_buyers) || 'None'}</span>
          <LatestEvent latest={row.latest_event} />
          <Typography.Text type="secondary">
            Created: {formatShortDateTime(row.createdAt)}
          </Typography.Text>
          <ul className="th-feed-statuses" aria-label="Statuses">
            {feedStatuses(row).map((status) => (
              <li key={status.label} className="th-feed-status">
                {STATUS_ICONS[status.state]}
                <span>
                  {status.label}: {status.text}
                </span>
              </li>
            ))}
          </ul>
        </Flex>
      </Flex>
    </Card>
  );
};
