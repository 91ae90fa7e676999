import { Alert, Card, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { FailedJobDto, QueueSummaryDto } from '@/api/generated';
import { AdminPageHeader } from '@/admin/components/AdminPageHeader';
import { AdminQueryError } from '@/admin/components/AdminQueryError';
import { TwoStepConfirm } from '@/admin/components/TwoStepConfirm';
import { formatDateTime } from '@/shared/format';
import { AppButton } from '@/shared/ui/AppButton';
import {
  useDiscardJobMutation,
  useFailedJobsQuery,
  useQueueSummaryQuery,
  useRetryJobMutation,
} from '@/api/generated';

/** The counts move on their own: the page reads them again this often while open. */
const REFRESH_MS = 15_000;

const queueColumns: TableColumnsType<QueueSummaryDto> = [
  { title: 'Queue', dataIndex: 'queue', key: 'queue' },
  { title: 'Waiting', dataIndex: 'waiting', key: 'waiting', align: 'right' },
  { title: 'Active', dataIndex: 'active', key: 'active', align: 'right' },
  { title: 'Failed (24 h)', dataIndex: 'failed', key: 'failed', align: 'right' },
  { title: 'Completed (24 h)', dataIndex: 'completed', key: 'completed', align: 'right' },
];

type Action = 'retry' | 'discard';

const SUMMARY: Record<Action, string> = {
  retry: 'The job will run once more, now.',
  discard: 'The job will be removed and never run again.',
};

/** Retry or Discard one failed job, each through 'Are you sure?'. */
const FailedJobActions = ({ job }: { job: FailedJobDto }) => {
  const [retry, retrying] = useRetryJobMutation();
  const [discard, discarding] = useDiscardJobMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const handleConfirm = async (action: Action) => {
    setFailure(null);
    const arg = { queue: job.queue, id: job._id };
    try {
      await (action === 'retry' ? retry(arg) : discard(arg)).unwrap();
    } catch (error) {
      const status = (error as { status?: number }).status;
      setFailure(
        status === 404
          ? 'This job is no longer failed: someone may have retried or discarded it already.'
          : 'That did not work. Please try again.',
      );
      throw error;
    }
  };

  return (
    <Flex vertical gap={8}>
      <TwoStepConfirm<Action>
        onConfirm={handleConfirm}
        confirming={retrying.isLoading || discarding.isLoading}
        summary={(action) => SUMMARY[action]}
        confirmLabel="Confirm"
      >
        {(ask) => (
          <Flex wrap gap={8}>
            <AppButton size="sm" variant="secondary" onClick={() => ask('retry')}>
              Retry
            </AppButton>
            <AppButton size="sm" variant="secondary" onClick={() => ask('discard')}>
              Discard
            </AppButton>
          </Flex>
        )}
      </TwoStepConfirm>
      {failure && <Alert type="error" showIcon role="alert" title={failure} />}
    </Flex>
  );
};

const failedColumns: TableColumnsType<FailedJobDto> = [
  { title: 'Queue', dataIndex: 'queue', key: 'queue' },
  {
    title: 'Failed',
    dataIndex: 'failed_at',
    key: 'failed_at',
    render: (value: string | null) => (value ? formatDateTime(value) : 'Unknown'),
  },
  { title: 'Runs', dataIndex: 'attempts', key: 'attempts', align: 'right' },
  {
    title: 'Error',
    dataIndex: 'error',
    key: 'error',
    render: (value: string | null, job) => (
      <Typography.Text style={{ wordBreak: 'break-word' }}>
        {value ?? 'No error recorded'}
        {job.code ? ` (${job.code})` : ''}
      </Typography.Text>
    ),
  },
  {
    title: 'Actions',
    key: 'actions',
    width: 260,
    render: (_value, job) => <FailedJobActions job={job} />,
  },
];

/**
 * /admin/jobs: each queue's waiting and active jobs, its failures and completions in the last 24
 * hours, and the jobs that failed for good with their error, to retry or discard.
 */
export const JobsPage = () => {
  const summary = useQueueSummaryQuery(undefined, { pollingInterval: REFRESH_MS });
  const failed = useFailedJobsQuery({}, { pollingInterval: REFRESH_MS });
  const total = failed.data?.total ?? 0;
  const shown = failed.data?.items.length ?? 0;

  return (
    <>
      <AdminPageHeader title="Jobs" />
      <Flex vertical gap={24}>
        <Card title="Queues">
          {summary.error ? (
            <AdminQueryError
              title="There was an error fetching the queues."
              error={summary.error}
              onRetry={summary.refetch}
            />
          ) : (
            <Table
              aria-label="Queues"
              columns={queueColumns}
              dataSource={summary.data}
              rowKey="queue"
              loading={summary.isFetching && !summary.data}
              pagination={false}
              size="small"
            />
          )}
        </Card>
        <Card title="Failed jobs">
          {failed.error ? (
            <AdminQueryError
              title="There was an error fetching the failed jobs."
              error={failed.error}
              onRetry={failed.refetch}
            />
          ) : (
            <Flex vertical gap={8}>
              {total > shown && (
                <Typography.Text>
                  Showing the newest {shown} of {total} failed jobs.
                </Typography.Text>
              )}
              <Table
                aria-label="Failed jobs"
                columns={failedColumns}
                dataSource={failed.data?.items}
                rowKey="_id"
                loading={failed.isFetching && !failed.data}
                pagination={false}
                size="small"
                locale={{ emptyText: 'No failed jobs' }}
                scroll={{ x: 'max-content' }}
              />
            </Flex>
          )}
        </Card>
      </Flex>
    </>
  );
};
