import { Card, Descriptions, Skeleton, Typography } from 'antd';
import { AdminPageHeader } from '@/admin/components/AdminPageHeader';
import { AdminQueryError } from '@/admin/components/AdminQueryError';
import { formatShortDate } from '@/admin/format';
import { useAdminConfigQuery } from '@/admin/features/transaction-detail/transactionDetailApi';
import { formatPence } from '@/shared/format';

export const CONFIG_LOAD_FAILED = 'Error fetching admin config';

const notSet = <Typography.Text type="secondary">Not set</Typography.Text>;

/** /admin/config: the back-office settings, read-only (admin.md §2 'Config'). */
export const ConfigPage = () => {
  const config = useAdminConfigQuery();
  return (
    <>
      <AdminPageHeader title="Config" breadcrumb={[]} />
      {config.error ? (
        <AdminQueryError
          error={config.error}
          title={CONFIG_LOAD_FAILED}
          onRetry={() => void config.refetch()}
          retrying={config.isFetching}
        />
      ) : !config.data ? (
        <Skeleton active aria-label="Loading..." />
      ) : (
        <Card>
          <Descriptions
            column={1}
            items={[
              {
                key: 'benchmark',
                label: 'Benchmark in days',
                children: config.data.benchmark_in_days ?? notSet,
              },
              {
                key: 'invoicing',
                label: 'Invoicing amount',
                children:
                  config.data.invoicing_amount === null
                    ? notSet
                    : formatPence(config.data.invoicing_amount),
              },
              {
                key: 'tags',
                label: 'Tags',
                children: config.data.tags.length > 0 ? config.data.tags.join(', ') : notSet,
              },
              {
                key: 'switchover',
                label: 'Thirdfort v2 switchover date',
                children: config.data.thirdfort_v2_switchover_date
                  ? formatShortDate(config.data.thirdfort_v2_switchover_date)
                  : notSet,
              },
            ]}
          />
        </Card>
      )}
    </>
  );
};
