import { Alert, App, Card, Empty, Flex, Skeleton, Table, Tag, Timeline, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useId, useState } from 'react';
import { useMilestonesQuery } from '@/api/generated';
import { AdminQueryError } from '@/admin/components/AdminQueryError';
import { formatShortDateTime } from '@/admin/format';
import { ProgressStatusTag } from '@/admin/features/progress/ProgressStatusTag';
import { progressDetailText, type SaleProgress } from '@/admin/features/progress/progressStatus';
import { AppButton } from '@/shared/ui/AppButton';
import { RecordMilestoneModal } from './RecordMilestoneModal';
import { UpdateRequests } from './UpdateRequests';
import {
  dayText,
  ENDING_KEYS,
  isRunningLate,
  lagText,
  PROGRESS_MESSAGES,
  reasonText,
  recordedByText,
  type Milestone,
  type MilestoneKey,
  type MilestoneRecord,
} from './progressMessages';
import './progress.css';

/** The modal's state: closed, or open on a step (or on none, for staff to choose). */
type Recording = { key?: MilestoneKey } | null;

const MilestoneCell = ({ item }: { item: Milestone }) => {
  if (ENDING_KEYS.includes(item.key)) {
    return item.occurred_at ? (
      <Tag color="red">{item.label}</Tag>
    ) : (
      <Typography.Text type="secondary">{item.label}</Typography.Text>
    );
  }
  return (
    <Flex wrap gap={8} align="center">
      <span>{item.label}</span>
      {isRunningLate(item) && <Tag color="orange">Running late</Tag>}
    </Flex>
  );
};

const columns = (onRecord: (key: MilestoneKey) => void): TableColumnsType<Milestone> => [
  {
    key: 'milestone',
    title: 'Milestone',
    render: (_, item) => <MilestoneCell item={item} />,
  },
  { key: 'date', title: 'Date', render: (_, item) => dayText(item.occurred_at) },
  { key: 'expected', title: 'Expected', render: (_, item) => dayText(item.expected_at) },
  { key: 'lag', title: 'Lag', render: (_, item) => lagText(item) },
  { key: 'by', title: 'Recorded by', render: (_, item) => recordedByText(item) },
  {
    key: 'action',
    title: 'Action',
    render: (_, item) => {
      const label = item.occurred_at ? 'Correct' : 'Record';
      return (
        <AppButton
          variant="secondary"
          size="sm"
          aria-label={`${label} ${item.label}`}
          onClick={() => onRecord(item.key)}
        >
          {label}
        </AppButton>
      );
    },
  },
];

/** 'Exchanged: 03/02/2026 — by Ada Byron (staff), recorded 05/02/2026 14:02'. */
const recordLine = (record: MilestoneRecord, label: string): string => {
  const day = record.occurred_at ? dayText(record.occurred_at) : 'cleared';
  const planned = record.expected_at ? ` (planned for ${dayText(record.expected_at)})` : '';
  return `${label}: ${day}${planned} — by ${recordedByText(record)}, recorded ${formatShortDateTime(record.recorded_at)}`;
};

/** Where the sale stands today: its status and the next step's lag, or 'Not in progress'. */
const Standing = ({ progress }: { progress: SaleProgress | null }) => (
  <section aria-label="Sale status">
    {progress ? (
      <Flex wrap gap={8} align="center">
        <ProgressStatusTag status={progress.status} />
        <Typography.Text>{progressDetailText(progress)}</Typography.Text>
      </Flex>
    ) : (
      <Typography.Text type="secondary">{PROGRESS_MESSAGES.notInProgress}</Typography.Text>
    )}
  </section>
);

/** Every record of the sale's steps, newest first, corrections and the records they replaced. */
const History = ({
  history,
  labels,
}: {
  history: readonly MilestoneRecord[];
  labels: ReadonlyMap<MilestoneKey, string>;
}) => {
  if (history.length === 0) {
    return <Empty description={PROGRESS_MESSAGES.noHistory} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  }
  const newestFirst = [...history].sort((a, b) => b.recorded_at.localeCompare(a.recorded_at));
  return (
    <Timeline
      className="th-milestone-history"
      items={newestFirst.map((record) => {
        const reason = reasonText(record);
        return {
          key: record._id,
          color: record.superseded_at ? 'gray' : ENDING_KEYS.includes(record.key) ? 'red' : 'green',
          content: (
            <article aria-label={`${labels.get(record.key) ?? record.key} record`}>
              <Flex wrap gap={8} align="center">
                <Typography.Text>
                  {recordLine(record, labels.get(record.key) ?? record.key)}
                </Typography.Text>
                {record.is_correction && <Tag color="blue">Correction</Tag>}
                {record.superseded_at && <Tag>Replaced</Tag>}
              </Flex>
              {reason && (
                <Typography.Text className="th-milestone-detail">Reason: {reason}</Typography.Text>
              )}
              {record.note && (
                <Typography.Text className="th-milestone-detail">{record.note}</Typography.Text>
              )}
            </article>
          ),
        };
      })}
    />
  );
};

/**
 * The Progress tab: where the sale stands today (its status and the next step's lag), the sale's
 * steps in order with their day, expected day and lag, who recorded each, a way to record or
 * correct one, the customers' requests for an update (answered here), and every record made
 * (corrections included).
 */
export const ProgressTab = ({ transactionId }: { transactionId: string }) => {
  const milestones = useMilestonesQuery({ id: transactionId });
  const { message } = App.useApp();
  const [recording, setRecording] = useState<Recording>(null);
  const historyId = useId();

  if (milestones.error) {
    return (
      <AdminQueryError
        error={milestones.error}
        title={PROGRESS_MESSAGES.loadFailed}
        onRetry={() => void milestones.refetch()}
        retrying={milestones.isFetching}
      />
    );
  }
  if (!milestones.data) return <Skeleton active aria-label="Loading milestones..." />;
  const { items, history, purchase_intent_id: purchaseId, progress } = milestones.data;
  const labels = new Map(items.map((item) => [item.key, item.label]));

  const handleRecorded = () => {
    setRecording(null);
    void message.success(PROGRESS_MESSAGES.recorded);
  };

  return (
    <Card
      title="Progress"
      extra={
        <AppButton size="sm" onClick={() => setRecording({})}>
          Record a milestone
        </AppButton>
      }
    >
      <Flex vertical gap={16}>
        <Standing progress={progress} />
        {purchaseId === null && <Alert type="info" showIcon title={PROGRESS_MESSAGES.noPurchase} />}
        <Table<Milestone>
          aria-label="Milestones"
          className="th-milestones"
          columns={columns((key) => setRecording({ key }))}
          dataSource={items}
          rowKey="key"
          rowClassName={(item) => (isRunningLate(item) ? 'th-milestone-late' : '')}
          pagination={false}
          size="small"
          scroll={{ x: 'max-content' }}
        />
        <UpdateRequests transactionId={transactionId} />
        <section aria-labelledby={historyId}>
          <Typography.Title level={4} id={historyId}>
            History
          </Typography.Title>
          <History history={history} labels={labels} />
        </section>
      </Flex>
      {recording && (
        <RecordMilestoneModal
          transactionId={transactionId}
          items={items}
          initialKey={recording.key}
          onClose={() => setRecording(null)}
          onRecorded={handleRecorded}
        />
      )}
    </Card>
  );
};
