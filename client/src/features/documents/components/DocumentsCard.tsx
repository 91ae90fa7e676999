import { Alert, Card, Flex, Skeleton, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { isApiError } from '@/api/baseQuery';
import { formatDate } from '@/shared/format';
import { colors } from '@/shared/theme';
import { FileUpload } from '@/shared/upload/FileUpload';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
import { documentsTag, enhancedApi } from '@/api/cacheTags';
import {
  uploadUrl,
  useCustomerDocuments,
  type CustomerRequestDto,
  type DocumentsKind,
} from '../documentsApi';
import { DOCUMENTS_MESSAGES, requestStatusText } from '../documentsMessages';
import { CustomerDocumentList } from './CustomerDocumentList';
import { FeeApprovalForm } from './FeeApprovalForm';

/** How often the card asks again while a file's virus check runs. */
export const DOCUMENTS_POLL_MS = 2_000;

/** The server's answer for a purchase that has no sale yet (nothing to show, and no error). */
const NOT_LINKED = 'This purchase is not linked to a sale yet';

const Heading = ({ id, children }: { id: string; children: ReactNode }) => (
  <Typography.Title level={3} id={id} style={{ fontSize: 16, margin: '0 0 8px' }}>
    {children}
  </Typography.Title>
);

const Frame = ({ children, busy }: { children: ReactNode; busy?: boolean }) => (
  <Card
    aria-busy={busy || undefined}
    title={
      <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
        {DOCUMENTS_MESSAGES.title}
      </Typography.Title>
    }
  >
    {children}
  </Card>
);

type OpenRequestProps = {
  request: CustomerRequestDto;
  /** The request is answered (it leaves the list): what to tell the customer. */
  onAnswered: (message: string) => void;
};

/** A request waiting for the customer: what to send and the way to send it. */
const OpenRequest = ({ request, onAnswered }: OpenRequestProps) => {
  const headingId = `request-${request._id}`;
  return (
    <li
      style={{
        padding: 12,
        border: `1px solid ${colors.border}`,
        borderRadius: 8,
      }}
    >
      <section aria-labelledby={headingId}>
        <Flex vertical gap={8}>
          <Flex wrap gap={8} align="center" justify="space-between">
            <Typography.Title level={4} id={headingId} style={{ fontSize: 16, margin: 0 }}>
              {request.title}
            </Typography.Title>
            <Tag color="warning">{requestStatusText(request)}</Tag>
          </Flex>
          <Typography.Text>{request.instructions}</Typography.Text>
          {request.sentAt && (
            <Typography.Text type="secondary" style={{ fontSize: 14 }}>
              Asked on {formatDate(request.sentAt)}
            </Typography.Text>
          )}
          {request.last_rejection_reason && (
            <Alert
              type="warning"
              showIcon
              title={DOCUMENTS_MESSAGES.rejectedBefore(request.last_rejection_reason)}
            />
          )}
          {request.answer === 'approve_or_query' ? (
            <FeeApprovalForm request={request} onAnswered={onAnswered} />
          ) : (
            <FileUpload
              label={`Upload your ${request.title.toLowerCase()}`}
              request={{ url: uploadUrl.request(request._id) }}
              camera
              // The request leaves the list once answered: the card says it is in.
              successText={null}
              onUploaded={(_result, file) => onAnswered(DOCUMENTS_MESSAGES.sent(file.name))}
            />
          )}
        </Flex>
      </section>
    </li>
  );
};

/** A request already answered: what it was and where it is now. */
const AnsweredRequest = ({ request }: { request: CustomerRequestDto }) => (
  <li style={{ padding: '8px 0', borderTop: `1px solid ${colors.border}` }}>
    <Flex vertical gap={4}>
      <Flex wrap gap={8} align="center">
        <Typography.Text strong>{request.title}</Typography.Text>
        <Tag color={request.status === 'received' ? 'processing' : 'success'}>
          {requestStatusText(request)}
        </Tag>
        {request.receivedAt && (
          <Typography.Text type="secondary" style={{ fontSize: 14 }}>
            {formatDate(request.receivedAt)}
          </Typography.Text>
        )}
      </Flex>
      {request.fee_query && (
        <Typography.Text type="secondary" style={{ whiteSpace: 'pre-line' }}>
          Your query: {request.fee_query}
        </Typography.Text>
      )}
    </Flex>
  </li>
);

type DocumentsCardProps = {
  kind: DocumentsKind;
  /** The sale's (kind 'sale') or purchase's (kind 'purchase') id. */
  id: string;
  /** How often to ask again while a virus check runs (tests shorten it). */
  pollMs?: number;
};

/**
 * The Documents card of a purchase not linked to a sale yet: documents belong to the sale, so
 * there is nothing to ask the server (which answers 404) until staff or the buyer link it.
 */
export const DocumentsNotLinkedCard = () => (
  <Frame>
    <Typography.Text type="secondary">{DOCUMENTS_MESSAGES.notLinked}</Typography.Text>
  </Frame>
);

/**
 * "Documents" on the seller's and the buyer's dashboards (issue 26): the requests staff sent that
 * wait for an answer (upload the file, or approve or query a fee), the files shared with the
 * customer and their own uploads (download once checked), and a box to send anything else.
 * A sale or purchase the customer does not own (404) shows nothing.
 */
export const DocumentsCard = ({ kind, id, pollMs = DOCUMENTS_POLL_MS }: DocumentsCardProps) => {
  const query = useCustomerDocuments(kind, id, pollMs);
  const dispatch = useDispatch();
  // An answered request leaves the list with its upload box: the outcome is said up here.
  const [notice, setNotice] = useState<string | null>(null);
  const refresh = () => dispatch(enhancedApi.util.invalidateTags([documentsTag(kind, id)]));
  const handleAnswered = (message: string) => {
    setNotice(message);
    refresh();
  };

  if (query.isLoading) {
    return (
      <Frame busy>
        <VisuallyHidden>{DOCUMENTS_MESSAGES.loading}</VisuallyHidden>
        <Skeleton active paragraph={{ rows: 4 }} title={false} />
      </Frame>
    );
  }
  if (!query.data) {
    if (isApiError(query.error) && query.error.status === 404) {
      if (query.error.serverMessage !== NOT_LINKED) return null;
      return (
        <Frame>
          <Typography.Text type="secondary">{DOCUMENTS_MESSAGES.notLinked}</Typography.Text>
        </Frame>
      );
    }
    return (
      <Frame>
        <QueryErrorAlert
          title={DOCUMENTS_MESSAGES.loadFailed}
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      </Frame>
    );
  }

  const { requests, documents } = query.data;
  const open = requests.filter((request) => request.open);
  const answered = requests.filter((request) => !request.open);
  const ids = {
    requests: `documents-requests-${id}`,
    answered: `documents-answered-${id}`,
    files: `documents-files-${id}`,
    send: `documents-send-${id}`,
  };

  return (
    <Frame>
      <div role="status" aria-live="polite" style={notice ? { marginBottom: 24 } : undefined}>
        {notice && (
          <Alert
            type="success"
            showIcon
            role="none"
            title={notice}
            closable={{
              'aria-label': 'Dismiss message',
              onClose: () => setNotice(null),
            }}
          />
        )}
      </div>
      <Flex vertical gap={24}>
        {open.length > 0 && (
          <section aria-labelledby={ids.requests}>
            <Heading id={ids.requests}>{DOCUMENTS_MESSAGES.requestsHeading}</Heading>
            <ul
              style={{
                listStyle: 'none',
                margin: 0,
                padding: 0,
                display: 'grid',
                gap: 12,
              }}
            >
              {open.map((request) => (
                <OpenRequest key={request._id} request={request} onAnswered={handleAnswered} />
              ))}
            </ul>
          </section>
        )}
        <section aria-labelledby={ids.files}>
          <Heading id={ids.files}>{DOCUMENTS_MESSAGES.filesHeading}</Heading>
          {documents.length === 0 ? (
            <Typography.Text type="secondary">{DOCUMENTS_MESSAGES.noFiles}</Typography.Text>
          ) : (
            <CustomerDocumentList documents={documents} label={DOCUMENTS_MESSAGES.filesHeading} />
          )}
        </section>
        {answered.length > 0 && (
          <section aria-labelledby={ids.answered}>
            <Heading id={ids.answered}>{DOCUMENTS_MESSAGES.answeredHeading}</Heading>
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {answered.map((request) => (
                <AnsweredRequest key={request._id} request={request} />
              ))}
            </ul>
          </section>
        )}
        <section aria-labelledby={ids.send}>
          <Heading id={ids.send}>{DOCUMENTS_MESSAGES.sendHeading}</Heading>
          <FileUpload
            label={DOCUMENTS_MESSAGES.sendLabel}
            description={
              <Typography.Text type="secondary">{DOCUMENTS_MESSAGES.sendHint}</Typography.Text>
            }
            request={{ url: uploadUrl.own(kind, id) }}
            camera
            successText={(file) => DOCUMENTS_MESSAGES.sent(file.name)}
            onUploaded={refresh}
          />
        </section>
      </Flex>
    </Frame>
  );
};
