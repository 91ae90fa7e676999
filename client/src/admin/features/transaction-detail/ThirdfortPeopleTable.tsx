import { Button, Flex, Popconfirm, Table, Typography, type TableColumnsType } from 'antd';
import { useId } from 'react';
import type { CheckPersonRowDto } from '@/api/generated';
import { StatusDot } from '@/admin/components/StatusDot';
import { personName } from '@/admin/format';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
import { ACTION_LABELS } from './ThirdfortMessages';

/** Identifies a row across the tab's tables (a person can be in more than one purchase). */
export const checkRowId = (row: CheckPersonRowDto): string =>
  `${row.person_type}:${row.purchase_intent_id ?? 'sale'}:${row.key}`;

type ActionCellProps = {
  row: CheckPersonRowDto;
  busy: boolean;
  /** Runs the row's action; resolves once it finished (either way). */
  onAction: (row: CheckPersonRowDto) => Promise<void>;
};

/**
 * The row's one action (admin.md §4): order, abort (after a confirmation) or reorder. When the
 * server disables it, the reason shows under the button, so staff know what to fix.
 */
const ActionCell = ({ row, busy, onAction }: ActionCellProps) => {
  const reasonId = useId();
  const name = personName(row);
  const label = ACTION_LABELS[row.action];
  const reason = row.actionDisabled ? row.disabledReason : null;
  const confirmAbort = row.action === 'abort' && !row.actionDisabled;
  const button = (
    <Button
      size="small"
      danger={row.action === 'abort'}
      disabled={row.actionDisabled}
      loading={busy}
      aria-label={`${label} for ${name}`}
      aria-describedby={reason ? reasonId : undefined}
      onClick={confirmAbort ? undefined : () => void onAction(row)}
    >
      {label}
    </Button>
  );
  return (
    <Flex vertical gap={4} align="flex-start">
      {confirmAbort ? (
        <Popconfirm
          title={`Abort the identity check for ${name}?`}
          description="Thirdfort stops the check; it can be reordered afterwards."
          okText="Yes, abort it"
          cancelText="Keep the check"
          okButtonProps={{ danger: true }}
          onConfirm={() => onAction(row)}
        >
          {button}
        </Popconfirm>
      ) : (
        button
      )}
      {reason && (
        <Typography.Text id={reasonId} type="secondary" style={{ fontSize: 12, maxWidth: 260 }}>
          {reason}
        </Typography.Text>
      )}
    </Flex>
  );
};

/** The check's id in the provider's portal, opening it in a new tab; '—' until it exists. */
const CheckIdCell = ({ row }: { row: CheckPersonRowDto }) => {
  const checkId = row.check?.checkId;
  if (!checkId) return <span aria-label="No check ID yet">—</span>;
  if (!row.check?.checkUrl) return <span>{checkId}</span>;
  return (
    <Typography.Link href={row.check.checkUrl} target="_blank" rel="noopener noreferrer">
      {checkId}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Typography.Link>
  );
};

type ThirdfortPeopleTableProps = {
  /** The group's name, e.g. 'Sellers'; also names the table. */
  title: string;
  rows: readonly CheckPersonRowDto[];
  /** `checkRowId` of the row whose action is running. */
  busyRowId: string | null;
  onAction: (row: CheckPersonRowDto) => Promise<void>;
  loading?: boolean;
};

/**
 * One person group's checks (admin.md §2 'Identity-check tab'): Name, Status, Action, Check ID
 * and Shared With Solicitor. Scrolls sideways on a phone.
 */
export const ThirdfortPeopleTable = ({
  title,
  rows,
  busyRowId,
  onAction,
  loading = false,
}: ThirdfortPeopleTableProps) => {
  const columns: TableColumnsType<CheckPersonRowDto> = [
    { key: 'name', title: 'Name', render: (_, row) => personName(row) },
    {
      key: 'status',
      title: 'Status',
      render: (_, row) => (
        <Flex vertical gap={2}>
          <StatusDot status={row.check?.status ?? 'none'} />
          {row.check?.status === 'failed' && row.check.failure_reason && (
            <Typography.Text type="secondary" style={{ fontSize: 12, maxWidth: 260 }}>
              {row.check.failure_reason}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'action',
      title: 'Action',
      render: (_, row) => (
        <ActionCell row={row} busy={busyRowId === checkRowId(row)} onAction={onAction} />
      ),
    },
    { key: 'checkId', title: 'Check ID', render: (_, row) => <CheckIdCell row={row} /> },
    {
      key: 'shared',
      title: 'Shared With Solicitor',
      render: (_, row) =>
        row.sharedWith ? (
          <Flex vertical>
            <span>{row.sharedWith.name}</span>
            {row.sharedWith.email && (
              <Typography.Text type="secondary">{row.sharedWith.email}</Typography.Text>
            )}
          </Flex>
        ) : (
          'Not shared'
        ),
    },
  ];

  return (
    <Table<CheckPersonRowDto>
      aria-label={`${title} identity checks`}
      columns={columns}
      dataSource={[...rows]}
      rowKey={checkRowId}
      loading={loading}
      pagination={false}
      size="small"
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: `No ${title.toLowerCase()}` }}
    />
  );
};
