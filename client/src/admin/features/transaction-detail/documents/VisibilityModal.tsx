import { Alert, Form, Modal, Radio } from 'antd';
import { useState } from 'react';
import { errorMessage } from '@/api/baseQuery';
import { type AdminDocumentDto } from './adminDocumentsApi';
import { useSetDocumentVisibilityMutation } from '@/api/generated';
import {
  AUDIENCE_OPTIONS,
  DOCUMENTS_TAB_MESSAGES,
  audienceLabel,
  audienceOf,
  visibilityOf,
  type Audience,
} from './documentsTabMessages';

type VisibilityModalProps = {
  document: AdminDocumentDto;
  onClose: () => void;
  onChanged: (message: string) => void;
};

/** Who besides staff sees one file: nobody, the seller, the buyer or both. */
export const VisibilityModal = ({ document, onClose, onChanged }: VisibilityModalProps) => {
  const [audience, setAudience] = useState<Audience>(audienceOf(document));
  const [failure, setFailure] = useState<string | null>(null);
  const [save, saving] = useSetDocumentVisibilityMutation();

  const handleSave = async () => {
    setFailure(null);
    try {
      await save({
        id: document._id,
        documentVisibilityDto: visibilityOf(audience),
      }).unwrap();
      onChanged(DOCUMENTS_TAB_MESSAGES.visibilityChanged(document.name, audienceLabel(audience)));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Modal
      open
      title={`Who can see ${document.name}?`}
      okText="Save"
      onOk={() => void handleSave()}
      okButtonProps={{ disabled: audience === audienceOf(document) }}
      confirmLoading={saving.isLoading}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={DOCUMENTS_TAB_MESSAGES.whoSees} htmlFor={`visibility-${document._id}`}>
          <Radio.Group
            id={`visibility-${document._id}`}
            aria-label={DOCUMENTS_TAB_MESSAGES.whoSees}
            value={audience}
            onChange={(event) => setAudience(event.target.value as Audience)}
            options={AUDIENCE_OPTIONS}
          />
        </Form.Item>
      </Form>
      {failure && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={DOCUMENTS_TAB_MESSAGES.visibilityFailed}
          description={failure}
        />
      )}
    </Modal>
  );
};
