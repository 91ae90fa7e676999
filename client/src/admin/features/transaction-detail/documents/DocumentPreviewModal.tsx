import { DownloadOutlined, ExportOutlined } from '@ant-design/icons';
import { Flex, Modal, Typography } from 'antd';
import { adminDownloadUrl, type AdminDocumentDto } from './adminDocumentsApi';

type DocumentPreviewModalProps = {
  document: AdminDocumentDto;
  onClose: () => void;
};

/**
 * A PDF or an image shown in the page: the browser's own viewer in a frame (PDF) or the image,
 * both straight from the download route with `?inline=1` (served `inline`, `nosniff`, under a
 * locked-down Content-Security-Policy). The same page can open it in a tab or download it.
 */
export const DocumentPreviewModal = ({ document, onClose }: DocumentPreviewModalProps) => {
  const inline = adminDownloadUrl(document._id, { inline: true });
  const isPdf = document.content_type === 'application/pdf';
  return (
    <Modal
      open
      title={`Preview: ${document.name}`}
      onCancel={onClose}
      width="min(1000px, calc(100vw - 32px))"
      footer={
        <Flex wrap gap={16} justify="end">
          <Typography.Link href={inline} target="_blank" rel="noopener noreferrer">
            <ExportOutlined aria-hidden /> Open in a new tab
          </Typography.Link>
          <Typography.Link href={adminDownloadUrl(document._id)} download={document.name}>
            <DownloadOutlined aria-hidden /> Download
          </Typography.Link>
        </Flex>
      }
      destroyOnHidden
    >
      {isPdf ? (
        <iframe
          title={`${document.name} (PDF preview)`}
          src={inline}
          style={{ width: '100%', height: '70vh', border: 0 }}
        />
      ) : (
        <Flex justify="center">
          <img
            src={inline}
            alt={document.name}
            style={{
              maxWidth: '100%',
              maxHeight: '70vh',
              objectFit: 'contain',
            }}
          />
        </Flex>
      )}
    </Modal>
  );
};
