import { Alert, Card, Flex, Skeleton, Switch, Tag, Typography } from 'antd';
import { useId, useMemo, useState, type ReactNode } from 'react';
import type { CheckPersonCardDto, CheckPersonRowDto, IdentityChecksDto } from '@/api/generated';
import { errorMessage } from '@/api/baseQuery';
import { AdminQueryError } from '@/admin/components/AdminQueryError';
import { FlashMessageAlert } from '@/admin/components/FlashMessageAlert';
import { formatShortDate, personName } from '@/admin/format';
import { useAutoClearMessage } from '@/admin/hooks/useAutoClearMessage';
import {
  useAbortIdentityCheckMutation,
  useIdentityCheckDetailsQuery,
  useIdentityChecksQuery,
  useOrderIdentityCheckMutation,
  useReorderIdentityCheckMutation,
} from '@/api/generated';
import { CHECKS_POLL_INTERVAL_MS, THIRDFORT_MESSAGES } from './ThirdfortMessages';
import { ThirdfortPeopleTable, checkRowId } from './ThirdfortPeopleTable';
import { ThirdfortPersonCards } from './ThirdfortPersonCards';
import { ThirdfortRequestPanel } from './ThirdfortRequestPanel';

const SELLERS_SCOPE = 'sellers';

const everyRow = (data: IdentityChecksDto): CheckPersonRowDto[] => [
  ...data.sellers,
  ...data.purchaseIntents.flatMap((intent) => [...intent.buyers, ...intent.giftors]),
];

/** A check is waiting for the provider: its status changes later (a job, a notification). */
const hasPendingCheck = (data: IdentityChecksDto | undefined): boolean =>
  data !== undefined &&
  (data.checks.some((check) => check.status === 'pending') ||
    everyRow(data).some((row) => row.check?.status === 'pending'));

/** An action's outcome, shown in the card of the group it was taken in. */
type ActionOutcome = { scope: string; detail?: string };

/** admin.md §9 'Identity check version': why this sale's checks are not ordered here. */
const NotAppliesAlert = ({ switchoverDate }: { switchoverDate?: string | null }) => (
  <Alert
    type="info"
    showIcon
    title="Identity checks are not ordered from the back office for this sale"
    description={`Identity checks are ordered from the back office only for transactions created after the Thirdfort v2 switchover date${
      switchoverDate ? ` (${formatShortDate(switchoverDate)})` : ''
    }. The people are listed for reference; their actions are disabled.`}
  />
);

type ThirdfortTabProps = { transactionId: string };

/**
 * The Thirdfort tab (admin.md §2 'Identity-check tab', §4, §7, §8): the estate agent e-mail
 * panel, then a table of checks per person group (sellers; per purchase, buyers and giftors)
 * with each person's action, and optionally their full details to copy. Reloads every 5 s while
 * a check is pending.
 */
export const ThirdfortTab = ({ transactionId }: ThirdfortTabProps) => {
  const [polling, setPolling] = useState(false);
  const checks = useIdentityChecksQuery(
    { transactionId },
    { pollingInterval: polling ? CHECKS_POLL_INTERVAL_MS : 0, skipPollingIfUnfocused: true },
  );
  const pending = hasPendingCheck(checks.data);
  // Derived from the answer: poll while a check is pending, stop once none is.
  if (pending !== polling) setPolling(pending);

  const [order] = useOrderIdentityCheckMutation();
  const [abort] = useAbortIdentityCheckMutation();
  const [reorder] = useReorderIdentityCheckMutation();
  const flash = useAutoClearMessage();
  const [outcome, setOutcome] = useState<ActionOutcome>({ scope: SELLERS_SCOPE });
  const [busyRowId, setBusyRowId] = useState<string | null>(null);
  const [showDetails, setShowDetails] = useState(false);
  const detailsSwitchId = useId();
  // The full details are read (and the view recorded on each person's Access list) only once
  // the switch asks for them.
  const details = useIdentityCheckDetailsQuery({ transactionId }, { skip: !showDetails });
  const cards = useMemo(
    () =>
      details.data
        ? new Map<string, CheckPersonCardDto>(
            details.data.people.map((entry) => [entry.key, entry.details]),
          )
        : undefined,
    [details.data],
  );

  const scopeOf = (row: CheckPersonRowDto) =>
    row.person_type === 'seller' ? SELLERS_SCOPE : (row.purchase_intent_id ?? SELLERS_SCOPE);

  const fail = (row: CheckPersonRowDto, text: string, error?: unknown) => {
    setOutcome({ scope: scopeOf(row), detail: error ? errorMessage(error) : undefined });
    flash.showError(text);
    // Whatever went wrong, show the checks as they now stand (admin.md §4).
    void checks.refetch();
  };

  const succeed = (row: CheckPersonRowDto, text: string) => {
    setOutcome({ scope: scopeOf(row) });
    flash.showSuccess(text);
  };

  const run = async (row: CheckPersonRowDto) => {
    const name = personName(row);
    if (row.action === 'order') {
      const result = await order({
        transactionId,
        createIdentityCheckDto: {
          first_name: row.first_name,
          last_name: row.last_name,
          email: row.email ?? '',
          phone_number: row.phone_number ?? '',
          person_type: row.person_type,
          ...(row.person_type !== 'seller' && row.purchase_intent_id
            ? { purchase_intent_id: row.purchase_intent_id }
            : {}),
        },
      });
      if ('error' in result) return fail(row, THIRDFORT_MESSAGES.orderFailed, result.error);
      return succeed(row, THIRDFORT_MESSAGES.ordered(name));
    }
    const id = row.check?._id;
    if (row.action === 'abort') {
      if (!id) return fail(row, THIRDFORT_MESSAGES.noCheckToAbort);
      const result = await abort({ id });
      if ('error' in result) return fail(row, THIRDFORT_MESSAGES.abortFailed, result.error);
      return succeed(row, THIRDFORT_MESSAGES.aborted(name));
    }
    if (!id) return fail(row, THIRDFORT_MESSAGES.noCheckToReorder);
    const result = await reorder({ id });
    if ('error' in result) return fail(row, THIRDFORT_MESSAGES.reorderFailed, result.error);
    return succeed(row, THIRDFORT_MESSAGES.reordered(name));
  };

  const handleAction = async (row: CheckPersonRowDto) => {
    setBusyRowId(checkRowId(row));
    try {
      await run(row);
    } finally {
      setBusyRowId(null);
    }
  };

  const messageFor = (scope: string): ReactNode =>
    flash.message && outcome.scope === scope ? (
      <FlashMessageAlert message={flash.message} detail={outcome.detail} onClose={flash.clear} />
    ) : null;

  const group = (title: string, rows: readonly CheckPersonRowDto[]) => (
    <Flex vertical gap={12}>
      <ThirdfortPeopleTable
        title={title}
        rows={rows}
        busyRowId={busyRowId}
        onAction={handleAction}
      />
      {showDetails && !details.isError && <ThirdfortPersonCards rows={rows} details={cards} />}
    </Flex>
  );

  const body = (): ReactNode => {
    if (checks.isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
    if (checks.error || !checks.data) {
      return (
        <AdminQueryError
          error={checks.error}
          title={THIRDFORT_MESSAGES.load}
          onRetry={() => void checks.refetch()}
          retrying={checks.isFetching}
        />
      );
    }
    const data = checks.data;
    return (
      <Flex vertical gap={16}>
        {!data.applies && <NotAppliesAlert switchoverDate={data.switchoverDate} />}
        <Flex align="center" gap={8}>
          <Switch id={detailsSwitchId} checked={showDetails} onChange={setShowDetails} />
          <label htmlFor={detailsSwitchId}>Show Full Details</label>
        </Flex>
        {showDetails && details.isError && (
          <AdminQueryError
            error={details.error}
            title={THIRDFORT_MESSAGES.detailsLoad}
            onRetry={() => void details.refetch()}
            retrying={details.isFetching}
          />
        )}
        <Card title="Sellers">
          <Flex vertical gap={12}>
            {messageFor(SELLERS_SCOPE)}
            {group('Sellers', data.sellers)}
          </Flex>
        </Card>
        {data.purchaseIntents.map((intent, index) => (
          <Card
            key={intent._id}
            title={
              <Flex gap={8} align="center" wrap>
                <span>Purchase intent {index + 1}</span>
                <Tag color={intent.is_active ? 'green' : 'default'}>
                  {intent.is_active ? 'Active' : 'Inactive'}
                </Tag>
              </Flex>
            }
          >
            <Flex vertical gap={12}>
              {messageFor(intent._id)}
              <Typography.Title level={4} style={{ margin: 0 }}>
                Buyers
              </Typography.Title>
              {group('Buyers', intent.buyers)}
              <Typography.Title level={4} style={{ margin: 0 }}>
                Giftors
              </Typography.Title>
              {group('Giftors', intent.giftors)}
            </Flex>
          </Card>
        ))}
      </Flex>
    );
  };

  return (
    <Flex vertical gap={16}>
      <ThirdfortRequestPanel transactionId={transactionId} />
      {body()}
    </Flex>
  );
};
