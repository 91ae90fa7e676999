import { Flex, type TableColumnsType } from 'antd';
import { type AdminUserRowDto, useAdminUsersControllerListQuery } from '@/api/generated';
import { AdminPageHeader } from '@/admin/components/AdminPageHeader';
import { AdminTable } from '@/admin/list/AdminTable';
import { ListFilter } from '@/admin/list/ListFilter';
import { ListFooter } from '@/admin/list/ListFooter';
import { useTableUrlState } from '@/admin/list/useTableUrlState';
import { adminPaths } from '@/admin/paths';

const ACTIVE_VALUES = ['active', 'inactive', 'all'] as const;
type ActiveValue = (typeof ACTIVE_VALUES)[number];

const toIsActive = (value: ActiveValue) =>
  value === 'active' ? 'true' : value === 'inactive' ? 'false' : 'all';

const columns: TableColumnsType<AdminUserRowDto> = [
  { title: 'Full Name', dataIndex: 'full_name', key: 'name' },
  { title: 'Email', dataIndex: 'email', key: 'email' },
  {
    title: 'Address',
    dataIndex: 'address',
    key: 'address',
    render: (value: string | null) => value ?? '',
  },
];

/** /admin/users (admin.md §2 Users): Full Name, Email, Address; active users by default. */
export const UsersPage = () => {
  const list = useTableUrlState({
    filters: { active: { values: ACTIVE_VALUES, default: 'active' } },
  });
  const { data, error, isFetching, refetch } = useAdminUsersControllerListQuery({
    ...list.request,
    isActive: toIsActive(list.filters.active),
  });
  return (
    <>
      <AdminPageHeader title="Users" />
      <Flex vertical gap={16}>
        <Flex wrap gap={8} align="center">
          <ListFilter
            label="Status"
            value={list.filters.active}
            defaultValue="active"
            options={[
              { value: 'all', label: 'All', count: data?.totalItems },
              { value: 'active', label: 'Active' },
              { value: 'inactive', label: 'Inactive' },
            ]}
            onChange={(value) => list.setFilter('active', value as ActiveValue)}
          />
        </Flex>
        <AdminTable
          label="Users"
          columns={columns}
          rows={data?.items}
          rowKey="_id"
          rowHref={(user) => adminPaths.user(user._id)}
          loading={isFetching}
          error={error}
          errorTitle="There was an error fetching users."
          onRetry={refetch}
        />
        <ListFooter list={list} total={data?.totalFilteredItems} />
      </Flex>
    </>
  );
};
