import { Card, Descriptions, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { AdminPageHeader } from '@/admin/components/AdminPageHeader';
import { AdminQueryError } from '@/admin/components/AdminQueryError';
import { FlashMessageAlert } from '@/admin/components/FlashMessageAlert';
import { RecordHistory } from '@/admin/components/RecordHistory';
import { formatShortDate } from '@/admin/format';
import { useAutoClearMessage } from '@/admin/hooks/useAutoClearMessage';
import { formatPence } from '@/shared/format';
import { AppButton } from '@/shared/ui/AppButton';
import { ConfigEditForm } from './ConfigEditForm';
import { useAdminConfigQuery } from '@/api/generated';

export const CONFIG_LOAD_FAILED = 'Error fetching admin config';
export const CONFIG_SAVED = 'Settings saved';

/** 28 → '28 days'; 1 → '1 day' (or '10 working days'). */
const daysOf = (count: number, unit = 'day') => `${count} ${unit}${count === 1 ? '' : 's'}`;

const notSet = <Typography.Text type="secondary">Not set</Typography.Text>;

/**
 * /admin/config: the back-office settings, as the spec's read-only list (admin.md §2 'Config');
 * under it, Edit settings (confirmed, then 'Settings saved') and the settings' History.
 */
export const ConfigPage = () => {
  const config = useAdminConfigQuery();
  const [editing, setEditing] = useState(false);
  const flash = useAutoClearMessage();
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
        <div role="status" aria-busy="true" aria-label="Loading...">
          <Skeleton active />
        </div>
      ) : (
        <Flex vertical gap={16}>
          <FlashMessageAlert message={flash.message} onClose={flash.clear} />
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
                {
                  key: 'sale_agreed_to_exchange_days',
                  label: 'Target days from sale agreed to exchange',
                  children: daysOf(config.data.sale_agreed_to_exchange_days),
                },
                {
                  key: 'exchange_to_completion_days',
                  label: 'Target days from exchange to completion',
                  children: daysOf(config.data.exchange_to_completion_days),
                },
                {
                  key: 'searches_working_days',
                  label: 'Target working days for searches',
                  children: daysOf(config.data.searches_working_days, 'working day'),
                },
              ]}
            />
            {!editing && (
              <AppButton
                variant="secondary"
                onClick={() => {
                  flash.clear();
                  setEditing(true);
                }}
              >
                Edit settings
              </AppButton>
            )}
          </Card>
          {editing && (
            <Card
              title={
                <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
                  Edit settings
                </Typography.Title>
              }
            >
              <ConfigEditForm
                config={config.data}
                onCancel={() => setEditing(false)}
                onSaved={() => {
                  setEditing(false);
                  flash.showSuccess(CONFIG_SAVED);
                }}
              />
            </Card>
          )}
          <RecordHistory config record={config.data} />
        </Flex>
      )}
    </>
  );
};
