import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Modal, Popconfirm, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { BrandDto } from '@/api/generated';
import { errorMessage } from '@/api/baseQuery';
import { AdminPageHeader } from '@/admin/components/AdminPageHeader';
import { FlashMessageAlert } from '@/admin/components/FlashMessageAlert';
import { useAutoClearMessage } from '@/admin/hooks/useAutoClearMessage';
import { UnsavedChangesGuard } from '@/admin/hooks/UnsavedChangesGuard';
import { RecordHistory } from '@/admin/components/RecordHistory';
import {
  useBrandsQuery,
  useCreateBrandMutation,
  useDeleteBrandMutation,
  useRenameBrandMutation,
} from '@/api/generated';
import { AdminTable } from '@/admin/list/AdminTable';
import { adminPaths } from '@/admin/paths';
import { FormFailureAlert } from '@/shared/forms/FormFailureAlert';
import { useMutationForm } from '@/shared/forms/useMutationForm';

/** admin.md §8 Brands, spelled as the spec spells them. */
export const BRAND_MESSAGES = {
  load: 'There was an error fetching the brands',
  save: 'There was an errror saving the brand',
  remove: 'There was an errror deleting the brand',
  added: (name: string) => `Brand ${name} added`,
  renamed: (name: string) => `Brand renamed ${name}`,
  deleted: (name: string) => `Brand ${name} deleted`,
} as const;

const columns: TableColumnsType<BrandDto> = [
  { key: 'name', title: 'Brand Name', dataIndex: 'brandName' },
];

type Editing = { mode: 'add' } | { mode: 'edit'; brand: BrandDto };

/** /admin/estate-agent-brands (admin.md §2): the brands, and a modal to add, rename or delete. */
export const BrandsPage = () => {
  const brands = useBrandsQuery();
  const [editing, setEditing] = useState<Editing | null>(null);
  const flash = useAutoClearMessage();
  return (
    <>
      <AdminPageHeader
        title="Brands"
        breadcrumb={[{ label: 'Estate Agents', to: adminPaths.estateAgents }]}
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setEditing({ mode: 'add' })}
          >
            Add brand
          </Button>
        }
      />
      <FlashMessageAlert message={flash.message} onClose={flash.clear} />
      <AdminTable
        label="Brands"
        columns={columns}
        rows={brands.data}
        rowKey="_id"
        onRowClick={(brand) => setEditing({ mode: 'edit', brand })}
        loading={brands.isFetching}
        error={brands.error}
        errorTitle={BRAND_MESSAGES.load}
        onRetry={brands.refetch}
      />
      {editing && (
        <BrandModal
          editing={editing}
          onClose={() => setEditing(null)}
          onDone={(message) => {
            setEditing(null);
            flash.showSuccess(message);
          }}
        />
      )}
    </>
  );
};

type BrandModalProps = {
  editing: Editing;
  onClose: () => void;
  /** Saved or deleted: what to tell the user. */
  onDone: (message: string) => void;
};
type BrandValues = { brandName: string };

/** §5 Brand: name at least 1 character; Save is disabled when empty or unchanged. */
const BrandModal = ({ editing, onClose, onDone }: BrandModalProps) => {
  const original = editing.mode === 'edit' ? editing.brand.brandName : '';
  const [form] = Form.useForm<BrandValues>();
  const trimmed = (Form.useWatch('brandName', form) ?? original).trim();
  const canSave = trimmed.length > 0 && trimmed !== original;
  const [create] = useCreateBrandMutation();
  const [rename] = useRenameBrandMutation();
  const [remove, removing] = useDeleteBrandMutation();
  const save = useMutationForm({
    form,
    mutate: (values: BrandValues) => {
      const body = { brandBodyDto: { brandName: values.brandName.trim() } };
      return editing.mode === 'add' ? create(body) : rename({ id: editing.brand._id, ...body });
    },
    failure: BRAND_MESSAGES.save,
    onSuccess: (brand) =>
      onDone(
        editing.mode === 'add'
          ? BRAND_MESSAGES.added(brand.brandName)
          : BRAND_MESSAGES.renamed(brand.brandName),
      ),
  });

  const handleFinish = (values: BrandValues) => {
    if (canSave) save.onFinish(values);
  };

  const handleDelete = async () => {
    if (editing.mode !== 'edit') return;
    save.showFailure(null);
    const result = await remove({ id: editing.brand._id });
    if ('error' in result) {
      save.showFailure({ title: BRAND_MESSAGES.remove, detail: errorMessage(result.error) });
    } else onDone(BRAND_MESSAGES.deleted(editing.brand.brandName));
  };

  return (
    <Modal
      open
      title={editing.mode === 'add' ? 'Add brand' : 'Edit brand'}
      onCancel={onClose}
      footer={
        <Flex justify="space-between" wrap gap={8}>
          {editing.mode === 'edit' ? (
            <Popconfirm
              title={`Delete the brand ${editing.brand.brandName}?`}
              description="This cannot be undone. A brand that estate agents use cannot be deleted."
              okText="Delete brand"
              okButtonProps={{ danger: true }}
              cancelText="Keep brand"
              onConfirm={handleDelete}
            >
              <Button danger loading={removing.isLoading}>
                Delete
              </Button>
            </Popconfirm>
          ) : (
            <span />
          )}
          <Flex gap={8}>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="primary" disabled={!canSave} loading={save.saving} onClick={save.submit}>
              Save
            </Button>
          </Flex>
        </Flex>
      }
    >
      <UnsavedChangesGuard when={canSave && !save.saving} />
      <Form
        form={form}
        layout="vertical"
        initialValues={{ brandName: original }}
        onFinish={handleFinish}
      >
        <Form.Item name="brandName" label="Brand Name" required>
          <Input autoFocus maxLength={255} />
        </Form.Item>
      </Form>
      <FormFailureAlert failure={save.failure} />
      {editing.mode === 'edit' && (
        <RecordHistory subjectId={editing.brand._id} pageSize={5} style={{ marginTop: 16 }} />
      )}
    </Modal>
  );
};
