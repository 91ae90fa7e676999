import { PlusOutlined } from '@ant-design/icons';
import { Button, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { LawFirmDto } from '@/api/generated';
import { AdminPageHeader } from '@/admin/components/AdminPageHeader';
import { LawFirmFormModal } from '@/admin/features/law-firms/LawFirmFormModal';
import { LAW_FIRM_MESSAGES } from '@/admin/features/law-firms/lawFirmsApi';
import { useLawFirmsQuery } from '@/api/generated';
import { AdminTable } from '@/admin/list/AdminTable';
import { adminPaths } from '@/admin/paths';
import { formatPhoneForDisplay } from '@/admin/phoneDisplay';

const columns: TableColumnsType<LawFirmDto> = [
  { key: 'name', title: 'Law firm name', dataIndex: 'name' },
  { key: 'email', title: 'Email', render: (_, firm) => firm.email ?? 'unknown' },
  {
    key: 'phone',
    title: 'Phone number',
    render: (_, firm) => (firm.phone_number ? formatPhoneForDisplay(firm.phone_number) : '—'),
  },
];

/** /admin/law-firms (admin.md §2): every law firm by name, and Add law firm. */
export const LawFirmsPage = () => {
  const navigate = useNavigate();
  const firms = useLawFirmsQuery();
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  // Once the modal (and its unsaved-changes guard) has gone, open the new firm.
  useEffect(() => {
    if (created) void navigate(adminPaths.lawFirm(created));
  }, [created, navigate]);
  return (
    <>
      <AdminPageHeader
        title="Law Firms"
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setAdding(true)}
          >
            Add law firm
          </Button>
        }
      />
      <AdminTable
        label="Law firms"
        columns={columns}
        rows={firms.data}
        rowKey="_id"
        rowHref={(firm) => adminPaths.lawFirm(firm._id)}
        loading={firms.isFetching}
        error={firms.error}
        errorTitle={LAW_FIRM_MESSAGES.load}
        onRetry={firms.refetch}
      />
      {adding && (
        <LawFirmFormModal
          onClose={() => setAdding(false)}
          onSaved={(firm) => {
            setAdding(false);
            setCreated(firm._id);
          }}
        />
      )}
    </>
  );
};
