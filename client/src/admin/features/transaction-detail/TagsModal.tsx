import { Alert, Checkbox, Empty, Form, Modal, Skeleton } from 'antd';
import { FormFailureAlert } from '@/shared/forms/FormFailureAlert';
import { useMutationForm } from '@/shared/forms/useMutationForm';
import { useAdminConfigQuery, useSetTagsMutation } from '@/api/generated';

export const TAGS_LOAD_FAILED = 'Failed to load tags';

type TagsModalProps = {
  transactionId: string;
  tags: string[];
  open: boolean;
  onClose: () => void;
};

type TagsValues = { tags?: string[] };

/**
 * Add/Edit Tags: tick the admin config's tags that apply (admin.md §2). Mount it when it opens
 * (each opening starts from the sale's tags as they are then).
 */
export const TagsModal = ({ transactionId, tags, open, onClose }: TagsModalProps) => {
  const config = useAdminConfigQuery(undefined, { skip: !open });
  const [form] = Form.useForm<TagsValues>();
  const [setTags] = useSetTagsMutation();
  const save = useMutationForm({
    form,
    // No tags configured: no boxes to tick, the sale's tags stay as they are.
    mutate: (values: TagsValues) =>
      setTags({ id: transactionId, updateTagsDto: { tags: values.tags ?? tags } }),
    onSuccess: onClose,
  });

  return (
    <Modal
      title="Add/Edit Tags"
      open={open}
      onCancel={onClose}
      onOk={save.submit}
      okText="Save"
      confirmLoading={save.saving}
      okButtonProps={{ disabled: !config.data }}
      destroyOnHidden
    >
      <Form form={form} initialValues={{ tags }} onFinish={save.onFinish} component={false}>
        {config.error ? (
          <Alert type="error" showIcon role="alert" title={TAGS_LOAD_FAILED} />
        ) : !config.data ? (
          <Skeleton active aria-label="Loading..." />
        ) : config.data.tags.length === 0 ? (
          <Empty description="No tags are configured yet" />
        ) : (
          <div role="group" aria-label="Tags">
            <Form.Item name="tags" noStyle>
              <Checkbox.Group
                className="th-tag-choices"
                options={config.data.tags.map((tag) => ({ value: tag, label: tag }))}
              />
            </Form.Item>
          </div>
        )}
      </Form>
      <FormFailureAlert failure={save.failure} style={{ marginTop: 12 }} />
    </Modal>
  );
};
