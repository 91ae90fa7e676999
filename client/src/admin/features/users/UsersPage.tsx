import { Flex, Tabs, Tag, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import type { AdminUserRowDto } from '@/api/generated';
import { AdminPageHeader } from '@/admin/components/AdminPageHeader';
import { AdminTable } from '@/admin/list/AdminTable';
import { ListFilter } from '@/admin/list/ListFilter';
import { ListFooter } from '@/admin/list/ListFooter';
import { useTableUrlState } from '@/admin/list/useTableUrlState';
import { adminPaths } from '@/admin/paths';
import { AppLinkButton } from '@/shared/ui/AppLinkButton';
import { UserStatusTag } from './userLabels';
import { useAdminUsersQuery } from '@/api/generated';

const ACTIVE_VALUES = ['active', 'inactive', 'deactivated', 'all'] as const;
type ActiveValue = (typeof ACTIVE_VALUES)[number];

const toIsActive = (value: ActiveValue) =>
  value === 'active'
    ? 'true'
    : value === 'inactive'
      ? 'false'
      : value === 'deactivated'
        ? 'deactivated'
        : 'all';

export type UsersView = 'users' | 'admins';

const columns = (view: UsersView): TableColumnsType<AdminUserRowDto> => [
  {
    title: 'Full Name',
    dataIndex: 'full_name',
    key: 'name',
    render: (name: string, user) =>
      view === 'users' && user.type === 'admin' ? (
        <Flex gap={8} align="center" wrap>
          {name}
          <Tag color="blue">Admin</Tag>
        </Flex>
      ) : (
        name
      ),
  },
  { title: 'Email', dataIndex: 'email', key: 'email' },
  {
    title: 'Address',
    dataIndex: 'address',
    key: 'address',
    render: (value: string | null) => value ?? '',
  },
  {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    render: (_value, user) => (
      <UserStatusTag status={user.status ?? (user.active ? 'active' : 'not_activated')} />
    ),
  },
];

/**
 * /admin/users (admin.md §2 Users): Full Name, Email, Address and whether each can sign in;
 * active users by default, or inactive, deactivated or all of them. The Admins tab
 * (/admin/users/admins) lists the back office's staff, every status by default.
 */
export const UsersPage = ({ view = 'users' }: { view?: UsersView }) => {
  const navigate = useNavigate();
  const defaultActive: ActiveValue = view === 'admins' ? 'all' : 'active';
  const list = useTableUrlState({
    filters: { active: { values: ACTIVE_VALUES, default: defaultActive } },
  });
  const { data, error, isFetching, refetch } = useAdminUsersQuery({
    ...list.request,
    isActive: toIsActive(list.filters.active),
    ...(view === 'admins' ? { type: 'admin' as const } : {}),
  });
  return (
    <>
      <AdminPageHeader
        title={view === 'admins' ? 'Admins' : 'Users'}
        actions={
          <AppLinkButton to={adminPaths.erasureRequests} variant="secondary" size="sm">
            Erasure Requests
          </AppLinkButton>
        }
      />
      <Tabs
        activeKey={view}
        onChange={(key) => void navigate(key === 'admins' ? adminPaths.admins : adminPaths.users)}
        items={[
          { key: 'users', label: 'All Users' },
          { key: 'admins', label: 'Admins' },
        ]}
      />
      <Flex vertical gap={16}>
        <Flex wrap gap={8} align="center">
          <ListFilter
            label="Status"
            value={list.filters.active}
            defaultValue={defaultActive}
            options={[
              {
                value: 'all',
                label: 'All',
                count: data?.totalItems,
                capped: data?.totalItemsIsCapped,
              },
              { value: 'active', label: 'Active' },
              { value: 'inactive', label: 'Inactive' },
              { value: 'deactivated', label: 'Deactivated' },
            ]}
            onChange={(value) => list.setFilter('active', value as ActiveValue)}
          />
        </Flex>
        <AdminTable
          label={view === 'admins' ? 'Admins' : 'Users'}
          columns={columns(view)}
          rows={data?.items}
          rowKey="_id"
          rowHref={(user) => adminPaths.user(user._id)}
          loading={isFetching}
          error={error}
          errorTitle="There was an error fetching users."
          onRetry={refetch}
        />
        <ListFooter list={list} total={data?.totalFilteredItems} capped={data?.totalIsCapped} />
      </Flex>
    </>
  );
};
