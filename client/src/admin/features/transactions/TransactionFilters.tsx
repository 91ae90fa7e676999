import { Button, DatePicker, Flex, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useId, useMemo, type ReactNode } from 'react';
import {
  useEstateAgentChoicesQuery,
  useGroupsQuery,
  useLawyerGroupsQuery,
  useAdminConfigQuery,
} from '@/api/generated';
import {
  PROGRESS_STATUS_LABELS,
  PROGRESS_STATUSES,
} from '@/admin/features/progress/progressStatus';
import {
  solicitorValue,
  TRANSACTION_FILTERS,
  type TransactionParam,
  type TransactionsListState,
} from '@/admin/features/transactions/transactionsView';

const DAY_FORMAT = 'DD/MM/YYYY';
const API_DAY = 'YYYY-MM-DD';

type Option = { value: string; label: string };

/** A labelled control of the panel (the label names the control for screen readers). */
const Field = ({ label, children }: { label: string; children: (id: string) => ReactNode }) => {
  const id = useId();
  return (
    <Flex vertical gap={4} className="th-transaction-filter">
      <Typography.Text id={`${id}-label`}>{label}</Typography.Text>
      {children(`${id}-label`)}
    </Flex>
  );
};

type ChoiceProps = {
  label: string;
  value: string;
  options: Option[] | { label: string; options: Option[] }[];
  loading?: boolean;
  onChange: (value: string) => void;
};

/** A searchable single choice, cleared back to 'Any'. */
const Choice = ({ label, value, options, loading, onChange }: ChoiceProps) => (
  <Field label={label}>
    {(labelId) => (
      <Select
        aria-labelledby={labelId}
        value={value || undefined}
        placeholder="Any"
        options={options as Option[]}
        loading={loading}
        allowClear
        showSearch
        optionFilterProp="label"
        onChange={(next?: string) => onChange(next ?? '')}
        style={{ width: '100%' }}
      />
    )}
  </Field>
);

type StatusKey = Exclude<keyof typeof TRANSACTION_FILTERS, 'paid'>;

/**
 * The feed's statuses besides payment (admin.md §2 chips), each any / done / not yet, and the
 * progress status of sales in progress.
 */
const STATUSES: { key: StatusKey; label: string; options: Option[] }[] = [
  {
    key: 'agent',
    label: 'Estate Agent',
    options: [
      { value: 'assigned', label: 'Assigned (or none needed)' },
      { value: 'pending', label: 'No Estate Agent yet' },
    ],
  },
  {
    key: 'solicitors',
    label: 'Solicitors',
    options: [
      { value: 'assigned', label: 'Assigned' },
      { value: 'none', label: 'No Solicitors' },
    ],
  },
  {
    key: 'searches',
    label: 'Searches',
    options: [
      { value: 'ordered', label: 'Ordered' },
      { value: 'none', label: 'No Searches' },
    ],
  },
  {
    key: 'checks',
    label: 'Thirdfort Checks',
    options: [
      { value: 'complete', label: 'Complete' },
      { value: 'incomplete', label: 'Not complete' },
    ],
  },
  {
    key: 'progress',
    label: 'Progress',
    options: PROGRESS_STATUSES.map((status) => ({
      value: status,
      label: PROGRESS_STATUS_LABELS[status],
    })),
  },
];

const DATES: { label: string; from: TransactionParam; to: TransactionParam }[] = [
  { label: 'Date Created', from: 'createdFrom', to: 'createdTo' },
  { label: 'Date Sale Agreed', from: 'saleAgreedFrom', to: 'saleAgreedTo' },
  { label: 'Date Exchanged', from: 'exchangedFrom', to: 'exchangedTo' },
];

const dayOf = (value: string): Dayjs | null => {
  const parsed = dayjs(value, API_DAY, true);
  return parsed.isValid() ? parsed : null;
};

/**
 * The transactions table's filters: estate agent, each side's solicitor (a law firm or one of its
 * lawyer groups), tag, group, the feed's statuses and three date ranges. Each change goes to the
 * URL (and so back to page 1).
 */
export const TransactionFilters = ({ list }: { list: TransactionsListState }) => {
  const agents = useEstateAgentChoicesQuery();
  const lawyerGroups = useLawyerGroupsQuery({});
  const groups = useGroupsQuery();
  const config = useAdminConfigQuery();

  const agentOptions = useMemo(
    () => (agents.data?.items ?? []).map((agent) => ({ value: agent._id, label: agent.label })),
    [agents.data],
  );
  const solicitorOptions = useMemo(() => {
    const firms = new Map<string, { label: string; options: Option[] }>();
    for (const group of lawyerGroups.data ?? []) {
      const firm = firms.get(group.law_firm._id) ?? {
        label: group.law_firm.name,
        options: [
          {
            value: solicitorValue('firm', group.law_firm._id),
            label: `${group.law_firm.name}: any lawyer group`,
          },
        ],
      };
      firm.options.push({ value: solicitorValue('group', group._id), label: group.name });
      firms.set(group.law_firm._id, firm);
    }
    return [...firms.values()].sort((a, b) => a.label.localeCompare(b.label));
  }, [lawyerGroups.data]);
  const groupOptions = (groups.data ?? []).map((group) => ({
    value: group._id,
    label: group.name,
  }));
  const tagOptions = (config.data?.tags ?? []).map((tag) => ({ value: tag, label: tag }));

  return (
    <Flex wrap gap={16} className="th-transaction-filters">
      <Choice
        label="Estate agent"
        value={list.params.estateAgentId}
        options={agentOptions}
        loading={agents.isFetching}
        onChange={(value) => list.setParam('estateAgentId', value)}
      />
      <Choice
        label="Seller solicitor"
        value={list.params.sellerSolicitor}
        options={solicitorOptions}
        loading={lawyerGroups.isFetching}
        onChange={(value) => list.setParam('sellerSolicitor', value)}
      />
      <Choice
        label="Buyer solicitor"
        value={list.params.buyerSolicitor}
        options={solicitorOptions}
        loading={lawyerGroups.isFetching}
        onChange={(value) => list.setParam('buyerSolicitor', value)}
      />
      <Choice
        label="Tag"
        value={list.params.tag}
        options={tagOptions}
        loading={config.isFetching}
        onChange={(value) => list.setParam('tag', value)}
      />
      <Choice
        label="Transactions group"
        value={list.params.groupId}
        options={groupOptions}
        loading={groups.isFetching}
        onChange={(value) => list.setParam('groupId', value)}
      />
      {STATUSES.map((status) => (
        <Choice
          key={status.key}
          label={status.label}
          value={list.filters[status.key] === 'any' ? '' : list.filters[status.key]}
          options={status.options}
          onChange={(value) =>
            list.setFilter(status.key, (value || 'any') as (typeof list.filters)[StatusKey])
          }
        />
      ))}
      {DATES.map((range) => (
        <Field key={range.label} label={range.label}>
          {(labelId) => (
            <div role="group" aria-labelledby={labelId}>
              <DatePicker.RangePicker
                format={DAY_FORMAT}
                placeholder={['From', 'To']}
                allowEmpty={[true, true]}
                value={[dayOf(list.params[range.from]), dayOf(list.params[range.to])]}
                onChange={(dates) =>
                  list.update({
                    params: {
                      [range.from]: dates?.[0]?.format(API_DAY) ?? '',
                      [range.to]: dates?.[1]?.format(API_DAY) ?? '',
                    },
                  })
                }
                style={{ width: '100%' }}
              />
            </div>
          )}
        </Field>
      ))}
      <Flex align="flex-end">
        <Button
          onClick={() =>
            list.update({
              filters: {
                agent: 'any',
                solicitors: 'any',
                searches: 'any',
                checks: 'any',
                progress: 'any',
              },
              params: {
                estateAgentId: '',
                sellerSolicitor: '',
                buyerSolicitor: '',
                tag: '',
                groupId: '',
                createdFrom: '',
                createdTo: '',
                saleAgreedFrom: '',
                saleAgreedTo: '',
                exchangedFrom: '',
                exchangedTo: '',
              },
            })
          }
        >
          Clear filters
        </Button>
      </Flex>
    </Flex>
  );
};
