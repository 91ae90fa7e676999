import { Alert, Button, DatePicker, Flex, Form, Modal, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useAdminConfigQuery } from '@/admin/features/transaction-detail/transactionDetailApi';
import { AdminQueryError } from '@/admin/components/AdminQueryError';

/** admin.md §5 'Invoicing'. */
export const INVOICING_MESSAGES = {
  period: 'Period is required',
  noAmount: 'There is no invoicing amount configured. Please set it before continuing.',
} as const;

/** The export's address for a month ('2026-10'): the browser downloads it as the file. */
export const exportUrl = (month: string) =>
  `/api/admin/invoicing/export?month=${encodeURIComponent(month)}`;

type InvoicingModalProps = {
  onClose: () => void;
  /** Starts the download (a link to the export; replaced in tests). */
  download?: (url: string) => void;
};

const followLink = (url: string) => {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
};

/**
 * The Invoicing modal (admin.md §2, §5, §9): pick the month of the solicitors assignments and
 * download its CSV. Without an invoicing amount configured the export is not offered.
 */
export const InvoicingModal = ({ onClose, download = followLink }: InvoicingModalProps) => {
  const config = useAdminConfigQuery();
  const [period, setPeriod] = useState<Dayjs | null>(null);
  const [attempted, setAttempted] = useState(false);
  const noAmount = config.data && config.data.invoicing_amount === null;
  const missing = attempted && !period;

  const handleExport = () => {
    setAttempted(true);
    if (!period) return;
    download(exportUrl(period.format('YYYY-MM')));
    onClose();
  };

  return (
    <Modal
      open
      title="Invoicing"
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>Cancel</Button>
          {config.data && !noAmount && (
            <Button type="primary" onClick={handleExport}>
              Export CSV
            </Button>
          )}
        </Flex>
      }
    >
      {config.error ? (
        <AdminQueryError error={config.error} onRetry={config.refetch} />
      ) : !config.data ? (
        <Typography.Text role="status">Loading...</Typography.Text>
      ) : noAmount ? (
        <Alert type="warning" showIcon role="alert" title={INVOICING_MESSAGES.noAmount} />
      ) : (
        <Form layout="vertical">
          <Form.Item
            label="Period"
            htmlFor="invoicing-period"
            required
            validateStatus={missing ? 'error' : undefined}
            help={missing ? INVOICING_MESSAGES.period : 'The month the solicitors were assigned in'}
          >
            <DatePicker
              id="invoicing-period"
              picker="month"
              format="MMMM YYYY"
              value={period}
              onChange={(value) => setPeriod(value)}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
};
