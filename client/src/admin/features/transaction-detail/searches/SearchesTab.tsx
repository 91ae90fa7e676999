import { ExportOutlined } from '@ant-design/icons';
import { Alert, Card, Flex, Skeleton, Typography } from 'antd';
import { useId } from 'react';
import { AdminQueryError } from '@/admin/components/AdminQueryError';
import { FlashMessageAlert } from '@/admin/components/FlashMessageAlert';
import { formatShortDate } from '@/admin/format';
import { AdditionalRequestsCard } from '@/admin/features/transaction-detail/AdditionalRequestsCard';
import { AppButton } from '@/shared/ui/AppButton';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
import { OrderSearchesModal } from './OrderSearchesModal';
import { SearchOrdersTable } from './SearchOrdersTable';
import { SEARCHES_MESSAGES, SEARCHES_POLL_MS } from './searchesMessages';
import { useSearchesTab } from './useSearchesTab';

type SearchesTabProps = {
  transactionId: string;
  /** How often to ask again while something is moving (tests shorten it). */
  pollingIntervalMs?: number;
};

/**
 * The Searches tab (admin.md §2): the sale's ordered searches and their results, the order form
 * (one order a day), and the Additional Information Requests card. While an order is on its way
 * to the provider or a search is running, the list is asked again every few seconds.
 */
export const SearchesTab = ({
  transactionId,
  pollingIntervalMs = SEARCHES_POLL_MS,
}: SearchesTabProps) => {
  const tab = useSearchesTab(transactionId, pollingIntervalMs);
  const { searches, data, isReorder, latest, flash } = tab;
  const orderedTodayNoteId = useId();

  return (
    <Flex vertical gap={16}>
      <Card title="Searches">
        <Flex vertical gap={16}>
          <Typography.Text>{SEARCHES_MESSAGES.limit}</Typography.Text>
          {searches.error && (
            <AdminQueryError
              error={searches.error}
              title={SEARCHES_MESSAGES.load}
              onRetry={() => void searches.refetch()}
              retrying={searches.isFetching}
            />
          )}
          {searches.isLoading && (
            <div role="status">
              <VisuallyHidden>Loading searches…</VisuallyHidden>
              <Skeleton active />
            </div>
          )}
          {data && (
            <>
              <Flex wrap gap={12} align="center">
                <AppButton
                  size="sm-flex"
                  disabled={data.orderedToday}
                  aria-describedby={data.orderedToday ? orderedTodayNoteId : undefined}
                  onClick={tab.openOrder}
                >
                  {isReorder ? 'Reorder Searches' : 'Order Searches'}
                </AppButton>
                <Typography.Link
                  href={data.providerOrdersUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label="View previous orders with the search provider (opens in a new tab)"
                >
                  View <ExportOutlined aria-hidden />
                </Typography.Link>
              </Flex>
              {data.orderedToday && (
                <Typography.Text id={orderedTodayNoteId} type="secondary" role="note">
                  {SEARCHES_MESSAGES.orderedToday}
                </Typography.Text>
              )}
              {!data.salePaid && (
                <Typography.Text type="warning" role="note">
                  {SEARCHES_MESSAGES.unpaidTitle}: ordering searches needs a reason.
                </Typography.Text>
              )}
              <FlashMessageAlert message={flash.message} onClose={flash.clear} />
              {latest?.status === 'rejected' && (
                <Alert
                  type="error"
                  showIcon
                  role="alert"
                  title={SEARCHES_MESSAGES.rejected(
                    formatShortDate(latest.createdAt),
                    latest.rejection_reason || 'no reason given',
                  )}
                  description="Check the building name and number, then order the searches again."
                />
              )}
              {latest?.status === 'queued' && (
                <Alert
                  type="info"
                  showIcon
                  role="status"
                  title={SEARCHES_MESSAGES.queued(formatShortDate(latest.createdAt))}
                />
              )}
              <SearchOrdersTable orders={data.orders} />
              {tab.ordering && (
                <OrderSearchesModal
                  transactionId={transactionId}
                  premise={data.premise}
                  isReorder={isReorder}
                  salePaid={data.salePaid}
                  onClose={tab.closeOrder}
                  onOrdered={tab.handleOrdered}
                  onConflict={() => void searches.refetch()}
                />
              )}
            </>
          )}
        </Flex>
      </Card>
      <AdditionalRequestsCard transactionId={transactionId} />
    </Flex>
  );
};
