import { DownloadOutlined, FileImageOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Flex, Tag, Typography } from 'antd';
import { usePublicConfig } from '@/features/public-config/hooks/usePublicConfig';
import { formatDate } from '@/shared/format';
import { colors } from '@/shared/theme';
import { formatFileSize } from '@/shared/upload/fileChecks';
import { downloadUrl, type CustomerDocumentDto } from '../documentsApi';
import { addedByText, DOCUMENTS_MESSAGES, reviewText } from '../documentsMessages';

const REVIEW_COLOUR: Record<string, string> = {
  received: 'processing',
  accepted: 'success',
  rejected: 'error',
};

/** The file's name: a download link once it is clean, plain text until then. */
const FileName = ({ document }: { document: CustomerDocumentDto }) => {
  const Icon = document.content_type === 'application/pdf' ? FilePdfOutlined : FileImageOutlined;
  const name = (
    <>
      <Icon aria-hidden /> {document.name}
    </>
  );
  if (!document.downloadable) {
    return <Typography.Text style={{ overflowWrap: 'anywhere' }}>{name}</Typography.Text>;
  }
  return (
    <Typography.Link
      href={downloadUrl(document._id)}
      download={document.name}
      aria-label={`Download ${document.name}`}
      style={{ overflowWrap: 'anywhere' }}
    >
      {name} <DownloadOutlined aria-hidden />
    </Typography.Link>
  );
};

/** The virus check while it matters: running, or the file was refused. */
const ScanState = ({ document }: { document: CustomerDocumentDto }) => {
  if (document.scan_status === 'pending') {
    return <Tag color="processing">{DOCUMENTS_MESSAGES.checking}</Tag>;
  }
  if (document.scan_status === 'infected' || document.scan_status === 'failed') {
    return (
      <Typography.Text style={{ color: colors.error }}>
        {document.scan_status === 'infected'
          ? DOCUMENTS_MESSAGES.infected
          : DOCUMENTS_MESSAGES.scanFailed}
      </Typography.Text>
    );
  }
  return null;
};

type CustomerDocumentListProps = {
  documents: CustomerDocumentDto[];
  /** The list's accessible name, e.g. 'Your files'. */
  label: string;
};

/** Files as a customer sees them: name (download), who added it, when, size, checks, review. */
export const CustomerDocumentList = ({ documents, label }: CustomerDocumentListProps) => {
  const { productName } = usePublicConfig();
  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {documents.map((document) => {
        const review = reviewText(document);
        return (
          <li
            key={document._id}
            style={{
              padding: '10px 0',
              borderTop: `1px solid ${colors.border}`,
            }}
          >
            <Flex vertical gap={4}>
              <FileName document={document} />
              <Typography.Text type="secondary" style={{ fontSize: 14 }}>
                {addedByText(document, productName)} · {formatDate(document.createdAt)} ·{' '}
                {formatFileSize(document.size)}
              </Typography.Text>
              <Flex wrap gap={8} align="center">
                <ScanState document={document} />
                {review && (
                  <Tag
                    color={REVIEW_COLOUR[document.review_status ?? '']}
                    style={{ whiteSpace: 'normal' }}
                  >
                    {review}
                  </Tag>
                )}
              </Flex>
            </Flex>
          </li>
        );
      })}
    </ul>
  );
};
