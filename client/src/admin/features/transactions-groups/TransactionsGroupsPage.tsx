import { PlusOutlined } from '@ant-design/icons';
import { Button, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import type { TransactionsGroupRowDto } from '@/api/generated';
import { AdminPageHeader } from '@/admin/components/AdminPageHeader';
import { groupDisplayName } from '@/admin/features/transactions-groups/GroupLinks';
import { GROUP_MESSAGES } from '@/admin/features/transactions-groups/groupsApi';
import { useGroupsQuery } from '@/api/generated';
import { AdminTable } from '@/admin/list/AdminTable';
import { adminPaths } from '@/admin/paths';

const columns: TableColumnsType<TransactionsGroupRowDto> = [
  { key: 'name', title: 'Name', render: (_, group) => groupDisplayName(group.name) },
  { key: 'count', title: 'Transactions', dataIndex: 'transactionsCount' },
];

/** /admin/transactions-groups (admin.md §2): group names in title case and Add group. */
export const TransactionsGroupsPage = () => {
  const navigate = useNavigate();
  const groups = useGroupsQuery();
  return (
    <>
      <AdminPageHeader
        title="Transactions Groups"
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => navigate(adminPaths.transactionsGroupAdd)}
          >
            Add group
          </Button>
        }
      />
      <AdminTable
        label="Transactions groups"
        columns={columns}
        rows={groups.data}
        rowKey="_id"
        rowHref={(group) => adminPaths.transactionsGroup(group._id)}
        loading={groups.isFetching}
        error={groups.error}
        errorTitle={GROUP_MESSAGES.load}
        onRetry={groups.refetch}
      />
    </>
  );
};
