import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input, Modal, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { BrandDto } from '@/api/generated';
import { errorMessage } from '@/api/baseQuery';
import { AdminPageHeader } from '@/admin/components/AdminPageHeader';
import {
  useBrandsQuery,
  useCreateBrandMutation,
  useDeleteBrandMutation,
  useRenameBrandMutation,
} from '@/admin/features/estate-agents/estateAgentsApi';
import { AdminTable } from '@/admin/list/AdminTable';
import { adminPaths } from '@/admin/paths';

/** admin.md §8 Brands, spelled as the spec spells them. */
export const BRAND_MESSAGES = {
  load: 'There was an error fetching the brands',
  save: 'There was an errror saving the brand',
  remove: 'There was an errror deleting the brand',
} as const;

const columns: TableColumnsType<BrandDto> = [
  { key: 'name', title: 'Brand Name', dataIndex: 'brandName' },
];

type Editing = { mode: 'add' } | { mode: 'edit'; brand: BrandDto };

/** /admin/estate-agent-brands (admin.md §2): the brands, and a modal to add, rename or delete. */
export const BrandsPage = () => {
  const brands = useBrandsQuery();
  const [editing, setEditing] = useState<Editing | null>(null);
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
      {editing && <BrandModal editing={editing} onClose={() => setEditing(null)} />}
    </>
  );
};

type BrandModalProps = { editing: Editing; onClose: () => void };

/** §5 Brand: name at least 1 character; Save is disabled when empty or unchanged. */
const BrandModal = ({ editing, onClose }: BrandModalProps) => {
  const original = editing.mode === 'edit' ? editing.brand.brandName : '';
  const [name, setName] = useState(original);
  const [failure, setFailure] = useState<{ title: string; detail: string } | null>(null);
  const [create, creating] = useCreateBrandMutation();
  const [rename, renaming] = useRenameBrandMutation();
  const [remove, removing] = useDeleteBrandMutation();
  const trimmed = name.trim();
  const canSave = trimmed.length > 0 && trimmed !== original;

  const handleSave = async () => {
    if (!canSave) return;
    setFailure(null);
    const body = { brandBodyDto: { brandName: trimmed } };
    const result =
      editing.mode === 'add'
        ? await create(body)
        : await rename({ id: editing.brand._id, ...body });
    if ('error' in result)
      setFailure({ title: BRAND_MESSAGES.save, detail: errorMessage(result.error) });
    else onClose();
  };

  const handleDelete = async () => {
    if (editing.mode !== 'edit') return;
    setFailure(null);
    const result = await remove({ id: editing.brand._id });
    if ('error' in result) {
      setFailure({ title: BRAND_MESSAGES.remove, detail: errorMessage(result.error) });
    } else onClose();
  };

  return (
    <Modal
      open
      title={editing.mode === 'add' ? 'Add brand' : 'Edit brand'}
      onCancel={onClose}
      footer={
        <Flex justify="space-between" wrap gap={8}>
          {editing.mode === 'edit' ? (
            <Button danger loading={removing.isLoading} onClick={handleDelete}>
              Delete
            </Button>
          ) : (
            <span />
          )}
          <Flex gap={8}>
            <Button onClick={onClose}>Cancel</Button>
            <Button
              type="primary"
              disabled={!canSave}
              loading={creating.isLoading || renaming.isLoading}
              onClick={handleSave}
            >
              Save
            </Button>
          </Flex>
        </Flex>
      }
    >
      <Form layout="vertical" onFinish={handleSave}>
        <Form.Item label="Brand Name" htmlFor="brand-name" required>
          <Input
            id="brand-name"
            autoFocus
            value={name}
            maxLength={255}
            onChange={(event) => setName(event.target.value)}
          />
        </Form.Item>
      </Form>
      {failure && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={failure.title}
          description={failure.detail}
        />
      )}
    </Modal>
  );
};
