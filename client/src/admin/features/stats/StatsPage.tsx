import { Alert, Card, Flex, Skeleton, type TableColumnsType, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { errorMessage } from '@/api/baseQuery';
import {
  type ReferralRowDto,
  type SolicitorAssignmentRowDto,
  useForeignCurrencyStatsQuery,
  useMortgageReferralStatsQuery,
  useSolicitorAssignmentStatsQuery,
  useSaleStatsQuery,
} from '@/api/generated';
import { AdminPageHeader } from '@/admin/components/AdminPageHeader';
import { AdminQueryError } from '@/admin/components/AdminQueryError';
import { formatShortDate } from '@/admin/format';
import { AdminTable } from '@/admin/list/AdminTable';
import { formatPounds } from '@/shared/format';
import { AppButton } from '@/shared/ui/AppButton';
import './stats.css';
import { monthKey, monthLabel, recentMonths, type StatsMonth } from './statsMonths';

const sectionTitle = (text: string) => (
  <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
    {text}
  </Typography.Title>
);

/** One month's count: its own request, as the spec's three calls. */
const MonthCount = ({ month }: { month: StatsMonth }) => {
  const { data, error, isFetching, refetch } = useSaleStatsQuery(month);
  if (error) return <AdminQueryError error={error} onRetry={refetch} retrying={isFetching} />;
  if (data === undefined) return <Skeleton.Input active size="small" aria-label="Loading..." />;
  return <span>{data.count}</span>;
};

const NewTransactions = ({ months }: { months: StatsMonth[] }) => (
  <Card title={sectionTitle('New Transactions')}>
    <div className="th-stats-scroll">
      <table className="th-stats-table">
        <thead>
          <tr>
            {months.map((month) => (
              <th key={monthKey(month)} scope="col">
                {monthLabel(month)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            {months.map((month) => (
              <td key={monthKey(month)}>
                <MonthCount month={month} />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  </Card>
);

type AssignmentRow = {
  lawFirmId: string;
  lawFirmName: string;
  counts: Record<string, { seller: number; buyer: number }>;
};

const mergeAssignments = (
  months: StatsMonth[],
  perMonth: (readonly SolicitorAssignmentRowDto[] | undefined)[],
): AssignmentRow[] => {
  const rows = new Map<string, AssignmentRow>();
  perMonth.forEach((firms, index) => {
    for (const firm of firms ?? []) {
      const row = rows.get(firm.lawFirmId) ?? {
        lawFirmId: firm.lawFirmId,
        lawFirmName: firm.lawFirmName,
        counts: {},
      };
      row.counts[monthKey(months[index])] = { seller: firm.sellerCount, buyer: firm.buyerCount };
      rows.set(firm.lawFirmId, row);
    }
  });
  return [...rows.values()].sort((a, b) =>
    a.lawFirmName.localeCompare(b.lawFirmName, 'en-GB', { sensitivity: 'base' }),
  );
};

const SolicitorsAssignments = ({ months }: { months: StatsMonth[] }) => {
  const [current, previous] = months;
  const now = useSolicitorAssignmentStatsQuery(current);
  const before = useSolicitorAssignmentStatsQuery(previous);
  const rows = useMemo(
    () => mergeAssignments([current, previous], [now.data, before.data]),
    [current, previous, now.data, before.data],
  );
  const failed = now.error ?? before.error;
  const columns: TableColumnsType<AssignmentRow> = [
    { title: 'Law Firm', dataIndex: 'lawFirmName', key: 'firm', fixed: 'left' },
    ...[current, previous].map((month) => {
      const key = monthKey(month);
      const count = (row: AssignmentRow) => row.counts[key] ?? { seller: 0, buyer: 0 };
      return {
        title: monthLabel(month),
        key,
        children: [
          {
            title: 'Sell Side',
            key: `${key}-sell`,
            render: (_: unknown, row: AssignmentRow) => count(row).seller,
          },
          {
            title: 'Buy Side',
            key: `${key}-buy`,
            render: (_: unknown, row: AssignmentRow) => count(row).buyer,
          },
          {
            title: 'Total',
            key: `${key}-total`,
            render: (_: unknown, row: AssignmentRow) => count(row).seller + count(row).buyer,
          },
        ],
      };
    }),
  ];
  return (
    <Card title={sectionTitle('Solicitors Assignments')}>
      {failed ? (
        <AdminQueryError
          error={failed}
          onRetry={() => {
            void now.refetch();
            void before.refetch();
          }}
        />
      ) : (
        <AdminTable
          label="Solicitors Assignments"
          columns={columns}
          rows={now.data && before.data ? rows : undefined}
          rowKey="lawFirmId"
          loading={now.isFetching || before.isFetching}
        />
      )}
    </Card>
  );
};

const referralColumns = (nameTitle: string): TableColumnsType<ReferralRowDto> => [
  { title: nameTitle, dataIndex: 'name', key: 'name' },
  { title: 'Type', dataIndex: 'type', key: 'type' },
  { title: 'Property Address', dataIndex: 'property_address', key: 'address' },
  {
    title: 'Property Value',
    dataIndex: 'property_value',
    key: 'value',
    render: (value: number | null) => (value === null ? '' : formatPounds(value)),
  },
  {
    title: 'Date Legals Started',
    dataIndex: 'date_legal_started',
    key: 'legals',
    render: (value: string | null) => (value ? formatShortDate(value) : 'Not started'),
  },
];

type ReferralQuery = typeof useForeignCurrencyStatsQuery;

const ReferralTable = ({
  title,
  context,
  nameTitle,
  useRows,
}: {
  title: string;
  context: string;
  nameTitle: string;
  useRows: ReferralQuery;
}) => {
  const { data, error, isFetching, refetch } = useRows();
  return (
    <Card title={sectionTitle(title)}>
      {error ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={`Failed to fetch ${context} data: ${errorMessage(error)}`}
          action={
            <AppButton size="sm" variant="secondary" loading={isFetching} onClick={refetch}>
              Retry
            </AppButton>
          }
        />
      ) : (
        <AdminTable
          label={title}
          columns={referralColumns(nameTitle)}
          rows={data}
          rowKey={(row) => `${row.type}:${row._id}`}
          loading={isFetching}
        />
      )}
    </Card>
  );
};

/** The admin root (admin.md §2 Stats & Metrics): four tables over the last three UK months. */
export const StatsPage = () => {
  const [months] = useState(() => recentMonths(new Date(), 3));
  return (
    <>
      <AdminPageHeader title="Stats & Metrics" breadcrumb={[]} />
      <Flex vertical gap={16}>
        <NewTransactions months={months} />
        <SolicitorsAssignments months={months} />
        <ReferralTable
          title="Foreign Currency"
          context="foreign currency"
          nameTitle="Referrer Name"
          useRows={useForeignCurrencyStatsQuery}
        />
        <ReferralTable
          title="Mortgage Referrals"
          context="mortgage referral"
          nameTitle="Customer Name"
          useRows={useMortgageReferralStatsQuery}
        />
      </Flex>
    </>
  );
};
