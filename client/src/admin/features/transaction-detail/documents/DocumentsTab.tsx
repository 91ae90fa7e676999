import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { Card, Flex, Radio, Tag, Typography, type TableColumnsType } from 'antd';
import { useId, useState } from 'react';
import { useDispatch } from 'react-redux';
import { errorMessage } from '@/api/baseQuery';
import { FlashMessageAlert } from '@/admin/components/FlashMessageAlert';
import { formatShortDateTime } from '@/admin/format';
import { useAutoClearMessage } from '@/admin/hooks/useAutoClearMessage';
import { AdminTable } from '@/admin/list/AdminTable';
import { FileUpload } from '@/shared/upload/FileUpload';
import { formatFileSize } from '@/shared/upload/fileChecks';
import { AppButton } from '@/shared/ui/AppButton';
import { documentsChangedTags, enhancedApi } from '@/api/cacheTags';
import { useAcceptDocumentMutation, useAdminDocumentsQuery } from '@/api/generated';
import {
  adminDownloadUrl,
  adminUploadUrl,
  useAdminDocumentsQueryState,
  type AdminDocumentDto,
} from './adminDocumentsApi';
import { DocumentPreviewModal } from './DocumentPreviewModal';
import {
  AUDIENCE_OPTIONS,
  DOCUMENTS_TAB_MESSAGES,
  REVIEW_DISPLAY,
  SCAN_DISPLAY,
  addedBySide,
  audienceLabel,
  audienceOf,
  requestName,
  visibilityOf,
  type Audience,
} from './documentsTabMessages';
import { RejectDocumentModal } from './RejectDocumentModal';
import { VisibilityModal } from './VisibilityModal';

/** How often the tab asks again while a file's virus check runs. */
export const DOCUMENTS_TAB_POLL_MS = 2_000;

type Dialog =
  | { kind: 'preview'; document: AdminDocumentDto }
  | { kind: 'visibility'; document: AdminDocumentDto }
  | { kind: 'reject'; document: AdminDocumentDto };

/** An answer to a request that passed the virus check and nobody has reviewed yet. */
const isReviewable = (document: AdminDocumentDto) =>
  document.request_id !== null &&
  document.review_status === 'received' &&
  document.scan_status === 'clean';

const AddedBy = ({ document }: { document: AdminDocumentDto }) => (
  <Flex vertical>
    <span>{addedBySide(document)}</span>
    {document.uploaded_by.name && (
      <Typography.Text type="secondary" style={{ fontSize: 14 }}>
        {document.uploaded_by.name}
      </Typography.Text>
    )}
  </Flex>
);

const Review = ({ document }: { document: AdminDocumentDto }) => {
  if (!document.review_status) return <>—</>;
  const { text, color } = REVIEW_DISPLAY[document.review_status];
  return (
    <Flex vertical gap={2} align="start">
      <Tag color={color}>{text}</Tag>
      {document.rejection_reason && (
        <Typography.Text style={{ fontSize: 14, maxWidth: 260 }}>
          {document.rejection_reason}
        </Typography.Text>
      )}
      {document.reviewed_by_name && document.reviewedAt && (
        <Typography.Text type="secondary" style={{ fontSize: 14 }}>
          {document.reviewed_by_name}, {formatShortDateTime(document.reviewedAt)}
        </Typography.Text>
      )}
    </Flex>
  );
};

type DocumentsTabProps = {
  transactionId: string;
  /** How often to ask again while a virus check runs (tests shorten it). */
  pollingIntervalMs?: number;
};

/**
 * The transaction's Documents tab (issue 26): every file of the sale (customers' answers and
 * uploads, staff files, search results) with who added it and when, its request, virus check and
 * review; preview (PDF and images), download, who sees it, accept or reject (with a reason, two
 * steps). Staff add files here and choose who sees each. While a virus check runs the list is
 * asked again every few seconds.
 */
export const DocumentsTab = ({
  transactionId,
  pollingIntervalMs = DOCUMENTS_TAB_POLL_MS,
}: DocumentsTabProps) => {
  const arg = { transactionId };
  const cached = useAdminDocumentsQueryState(arg);
  const checking = (cached.data ?? []).some((document) => document.scan_status === 'pending');
  const documents = useAdminDocumentsQuery(arg, {
    pollingInterval: checking ? pollingIntervalMs : 0,
    skipPollingIfUnfocused: true,
  });
  const [accept, accepting] = useAcceptDocumentMutation();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [audience, setAudience] = useState<Audience>('staff');
  const flash = useAutoClearMessage();
  const [flashDetail, setFlashDetail] = useState<string | undefined>();
  const dispatch = useDispatch();
  const audienceId = useId();

  const refresh = () =>
    dispatch(enhancedApi.util.invalidateTags(documentsChangedTags(transactionId)));

  const showSuccess = (text: string) => {
    setDialog(null);
    setFlashDetail(undefined);
    flash.showSuccess(text);
  };

  const handleAccept = async (document: AdminDocumentDto) => {
    try {
      await accept({ id: document._id }).unwrap();
      showSuccess(DOCUMENTS_TAB_MESSAGES.accepted(document.name));
    } catch (error) {
      setFlashDetail(errorMessage(error));
      flash.showError(DOCUMENTS_TAB_MESSAGES.acceptFailed);
    }
  };

  const columns: TableColumnsType<AdminDocumentDto> = [
    {
      key: 'file',
      title: 'File',
      render: (_, document) => (
        <Flex vertical gap={2} style={{ maxWidth: 280 }}>
          <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
            {document.name}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 14 }}>
            {formatFileSize(document.size)}
            {document.source === 'search_result' ? ' · search result' : ''}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'added-by',
      title: 'Added by',
      render: (_, document) => <AddedBy document={document} />,
    },
    {
      key: 'added',
      title: 'Added',
      render: (_, document) => formatShortDateTime(document.createdAt),
    },
    {
      key: 'request',
      title: 'Request',
      render: (_, document) => requestName(document.request_label) ?? '—',
    },
    {
      key: 'scan',
      title: 'Virus check',
      render: (_, document) => {
        const { text, color } = SCAN_DISPLAY[document.scan_status];
        return (
          <Flex vertical gap={2} align="start">
            <Tag color={color}>{text}</Tag>
            {document.scan_status === 'infected' && (
              <Typography.Text type="danger" style={{ fontSize: 14, maxWidth: 220 }}>
                {DOCUMENTS_TAB_MESSAGES.infected}
              </Typography.Text>
            )}
          </Flex>
        );
      },
    },
    {
      key: 'review',
      title: 'Review',
      render: (_, document) => <Review document={document} />,
    },
    {
      key: 'visible',
      title: 'Visible to',
      render: (_, document) => audienceLabel(audienceOf(document)),
    },
    {
      key: 'actions',
      title: 'Actions',
      render: (_, document) => (
        <Flex wrap gap={8} style={{ minWidth: 200 }}>
          {document.previewable && (
            <AppButton
              size="sm"
              variant="secondary"
              icon={<EyeOutlined aria-hidden />}
              aria-label={`Preview ${document.name}`}
              onClick={() => setDialog({ kind: 'preview', document })}
            >
              Preview
            </AppButton>
          )}
          {document.downloadable ? (
            <Typography.Link
              href={adminDownloadUrl(document._id)}
              download={document.name}
              aria-label={`Download ${document.name}`}
              style={{ alignSelf: 'center' }}
            >
              <DownloadOutlined aria-hidden /> Download
            </Typography.Link>
          ) : (
            <Typography.Text type="secondary" style={{ alignSelf: 'center', fontSize: 14 }}>
              {DOCUMENTS_TAB_MESSAGES.notDownloadable}
            </Typography.Text>
          )}
          {document.source !== 'search_result' && (
            <AppButton
              size="sm"
              variant="secondary"
              aria-label={`Who can see ${document.name}`}
              onClick={() => setDialog({ kind: 'visibility', document })}
            >
              Visibility
            </AppButton>
          )}
          {isReviewable(document) && (
            <>
              <AppButton
                size="sm"
                aria-label={`Accept ${document.name}`}
                loading={accepting.isLoading && accepting.originalArgs?.id === document._id}
                onClick={() => void handleAccept(document)}
              >
                Accept
              </AppButton>
              <AppButton
                size="sm"
                variant="secondary"
                danger
                aria-label={`Reject ${document.name}`}
                onClick={() => setDialog({ kind: 'reject', document })}
              >
                Reject
              </AppButton>
            </>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card title="Documents">
        <Flex vertical gap={16}>
          <FlashMessageAlert message={flash.message} detail={flashDetail} onClose={flash.clear} />
          <AdminTable<AdminDocumentDto>
            label="Documents"
            columns={columns}
            rows={documents.data}
            rowKey="_id"
            loading={documents.isLoading}
            error={documents.error}
            errorTitle={DOCUMENTS_TAB_MESSAGES.load}
            onRetry={() => void documents.refetch()}
            emptyText={DOCUMENTS_TAB_MESSAGES.empty}
          />
        </Flex>
      </Card>
      <Card title={DOCUMENTS_TAB_MESSAGES.uploadHeading}>
        <Flex vertical gap={16}>
          <Flex vertical gap={4}>
            <Typography.Text strong id={audienceId}>
              {DOCUMENTS_TAB_MESSAGES.whoSees}
            </Typography.Text>
            <Radio.Group
              aria-labelledby={audienceId}
              value={audience}
              onChange={(event) => setAudience(event.target.value as Audience)}
              options={AUDIENCE_OPTIONS}
            />
          </Flex>
          <FileUpload
            label={DOCUMENTS_TAB_MESSAGES.uploadLabel}
            description={
              <Typography.Text type="secondary">
                {DOCUMENTS_TAB_MESSAGES.uploadHint}
              </Typography.Text>
            }
            request={{
              url: adminUploadUrl(transactionId),
              fields: Object.fromEntries(
                Object.entries(visibilityOf(audience)).map(([name, value]) => [
                  name,
                  String(value),
                ]),
              ),
            }}
            successText={(file) => DOCUMENTS_TAB_MESSAGES.uploaded(file.name)}
            onUploaded={refresh}
          />
        </Flex>
      </Card>
      {dialog?.kind === 'preview' && (
        <DocumentPreviewModal document={dialog.document} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'visibility' && (
        <VisibilityModal
          document={dialog.document}
          onClose={() => setDialog(null)}
          onChanged={showSuccess}
        />
      )}
      {dialog?.kind === 'reject' && (
        <RejectDocumentModal
          document={dialog.document}
          onClose={() => setDialog(null)}
          onRejected={showSuccess}
        />
      )}
    </Flex>
  );
};
