import { Alert, Checkbox, Empty, Modal, Skeleton } from 'antd';
import { useState } from 'react';
import { errorMessage } from '@/api/baseQuery';
import { useAdminConfigQuery, useSetTagsMutation } from './transactionDetailApi';

export const TAGS_LOAD_FAILED = 'Failed to load tags';

type TagsModalProps = {
  transactionId: string;
  tags: string[];
  open: boolean;
  onClose: () => void;
};

/**
 * Add/Edit Tags: tick the admin config's tags that apply (admin.md §2). Mount it when it opens
 * (each opening starts from the sale's tags as they are then).
 */
export const TagsModal = ({ transactionId, tags, open, onClose }: TagsModalProps) => {
  const config = useAdminConfigQuery(undefined, { skip: !open });
  const [chosen, setChosen] = useState<string[]>(tags);
  const [setTags, { isLoading }] = useSetTagsMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const handleSave = async () => {
    setFailure(null);
    try {
      await setTags({ id: transactionId, updateTagsDto: { tags: chosen } }).unwrap();
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Modal
      title="Add/Edit Tags"
      open={open}
      onCancel={onClose}
      onOk={() => void handleSave()}
      okText="Save"
      confirmLoading={isLoading}
      okButtonProps={{ disabled: !config.data }}
      destroyOnHidden
    >
      {config.error ? (
        <Alert type="error" showIcon role="alert" title={TAGS_LOAD_FAILED} />
      ) : !config.data ? (
        <Skeleton active aria-label="Loading..." />
      ) : config.data.tags.length === 0 ? (
        <Empty description="No tags are configured yet" />
      ) : (
        <div role="group" aria-label="Tags">
          <Checkbox.Group
            className="th-tag-choices"
            value={chosen}
            onChange={(values) => setChosen(values)}
            options={config.data.tags.map((tag) => ({ value: tag, label: tag }))}
          />
        </div>
      )}
      {failure && (
        <Alert type="error" showIcon role="alert" title={failure} style={{ marginTop: 12 }} />
      )}
    </Modal>
  );
};
