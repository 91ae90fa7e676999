import { Alert, Button, DatePicker, Flex, Form, Modal, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useAdminConfigQuery } from '@/api/generated';
import { AdminQueryError } from '@/admin/components/AdminQueryError';
import { classifyError, errorMessage } from '@/api/baseQuery';

/** admin.md §5 'Invoicing'. */
export const INVOICING_MESSAGES = {
  period: 'Period is required',
  noAmount: 'There is no invoicing amount configured. Please set it before continuing.',
  downloadFailed: 'Failed to create or download the CSV file: ',
  whoIsBilled:
    "One record for the seller's solicitor of each sale whose solicitors were assigned in the month, and one for the buyer's solicitor when the sale has an active purchase (a buyer who confirmed fees). A buyer's solicitor with no buyer is not billed.",
} as const;

/** The export's address for a month ('2026-10'): the browser downloads it as the file. */
export const exportUrl = (month: string) =>
  `/api/admin/invoicing/export?month=${encodeURIComponent(month)}`;

type InvoicingModalProps = {
  onClose: () => void;
  /** Fetches and saves the file, rejecting with the reason it could not (replaced in tests). */
  download?: (url: string) => Promise<void>;
};

/** `filename="…"` of a Content-Disposition header, preferring the UTF-8 `filename*` form. */
const attachmentName = (header: string | null): string | undefined => {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header ?? '')?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(header ?? '')?.[1];
};

/**
 * Downloads the CSV at `url` under the server's file name. A refusal or a failed request rejects
 * with the reason (the server's message, or the classified one), so the modal can say it rather
 * than leave the browser on an error page.
 */
export const downloadCsv = async (url: string): Promise<void> => {
  let response: Response;
  try {
    response = await fetch(new URL(url, window.location.href), { credentials: 'include' });
  } catch {
    throw new Error(errorMessage(classifyError({ status: 'FETCH_ERROR', error: 'network' })));
  }
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => undefined);
    throw new Error(errorMessage(classifyError({ status: response.status, data })));
  }
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = attachmentName(response.headers.get('Content-Disposition')) ?? 'invoicing.csv';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the object URL is not needed after this task.
  window.setTimeout(() => URL.revokeObjectURL(href), 0);
};

/**
 * The Invoicing modal (admin.md §2, §5, §9): pick the month of the solicitors assignments and
 * download its CSV. Without an invoicing amount configured the export is not offered.
 */
export const InvoicingModal = ({ onClose, download = downloadCsv }: InvoicingModalProps) => {
  const config = useAdminConfigQuery();
  const [period, setPeriod] = useState<Dayjs | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const noAmount = config.data && config.data.invoicing_amount === null;
  const missing = attempted && !period;

  const handleExport = async () => {
    setAttempted(true);
    if (!period) return;
    setExporting(true);
    setFailure(null);
    try {
      await download(exportUrl(period.format('YYYY-MM')));
      onClose();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      setFailure(`${INVOICING_MESSAGES.downloadFailed}${reason}`);
    } finally {
      setExporting(false);
    }
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
            <Button type="primary" loading={exporting} onClick={() => void handleExport()}>
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
          {failure && (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={failure}
              style={{ marginBottom: 16 }}
            />
          )}
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
          <Typography.Paragraph type="secondary">
            {INVOICING_MESSAGES.whoIsBilled}
          </Typography.Paragraph>
        </Form>
      )}
    </Modal>
  );
};
