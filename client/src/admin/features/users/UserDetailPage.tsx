import { Card, Descriptions, Flex, Skeleton, Tag } from 'antd';
import { useParams } from 'react-router';
import type { AddressDto } from '@/api/generated';
import { AdminPageHeader } from '@/admin/components/AdminPageHeader';
import { AdminQueryError } from '@/admin/components/AdminQueryError';
import { RecordHistory } from '@/admin/components/RecordHistory';
import { adminPaths } from '@/admin/paths';
import { formatPhoneForDisplay } from '@/admin/phoneDisplay';
import { CorrectUserDetails } from './CorrectUserDetails';
import { UserAccessCard } from './UserAccessCard';
import { UserPurchasesCard, UserSalesCard } from './UserDealsCards';
import { UserViewedByCard } from './UserViewedByCard';
import { useAdminUserQuery } from '@/api/generated';

const fullName = (user: { first_name: string; middle_name?: string | null; last_name: string }) =>
  [user.first_name, user.middle_name, user.last_name].filter(Boolean).join(' ');

/** The address fields of admin.md §2 Users, in the spec's order. */
const ADDRESS_FIELDS: [keyof AddressDto, string][] = [
  ['line_1', 'Line 1'],
  ['line_2', 'Line 2'],
  ['line_3', 'Line 3'],
  ['post_town', 'Post Town'],
  ['country', 'Country'],
  ['postcode', 'Postcode'],
  ['county', 'County'],
  ['uprn', 'UPRN'],
  ['district', 'District'],
  ['building_number', 'Building Number'],
  ['sub_building_name', 'Sub Building Name'],
  ['building_name', 'Building Name'],
  ['premise', 'Premise'],
  ['organisation_name', 'Organisation Name'],
  ['po_box', 'PO Box'],
  ['country_iso_2', 'Country ISO 2'],
  ['latitude', 'Latitude'],
  ['longitude', 'Longitude'],
];

const shown = (value: unknown) =>
  value === undefined || value === null || value === '' ? '—' : String(value);

/**
 * /admin/users/{id}: personal information, the correspondence address, whether the user can
 * sign in (Deactivate / Reactivate), their History, which staff viewed their data, and their
 * sales and purchases.
 */
export const UserDetailPage = () => {
  const { id = '' } = useParams();
  const { data: user, error, isFetching, refetch } = useAdminUserQuery({ id });
  const breadcrumb = [{ label: 'Users', to: adminPaths.users }];

  if (error) {
    return (
      <>
        <AdminPageHeader title="User" breadcrumb={breadcrumb} />
        <AdminQueryError
          error={error}
          title="There was an error fetching users."
          onRetry={refetch}
          retrying={isFetching}
        />
      </>
    );
  }
  if (!user) {
    return (
      <>
        <AdminPageHeader title="User" breadcrumb={breadcrumb} />
        <Skeleton active aria-label="Loading..." />
      </>
    );
  }
  const address = user.correspondence_address;
  return (
    <>
      <AdminPageHeader title={fullName(user)} titleCase={false} breadcrumb={breadcrumb}>
        {user.type === 'admin' && (
          <div>
            <Tag color="blue">Admin</Tag>
          </div>
        )}
      </AdminPageHeader>
      <Flex vertical gap={16}>
        <Card
          title="Personal Information"
          extra={user.type === 'customer' && <CorrectUserDetails user={user} />}
        >
          <Descriptions
            column={{ xs: 1, sm: 1, md: 2 }}
            items={[
              { key: 'first', label: 'First Name', children: shown(user.first_name) },
              { key: 'middle', label: 'Middle Name', children: shown(user.middle_name) },
              { key: 'last', label: 'Last Name', children: shown(user.last_name) },
              { key: 'email', label: 'Email', children: user.email },
              {
                key: 'phone',
                label: 'Phone',
                children: user.phone_number ? formatPhoneForDisplay(user.phone_number) : '—',
              },
            ]}
          />
        </Card>
        <Card title="Address">
          {address ? (
            <Descriptions
              column={{ xs: 1, sm: 1, md: 2 }}
              items={ADDRESS_FIELDS.map(([field, label]) => ({
                key: field,
                label,
                children: shown(address[field]),
              }))}
            />
          ) : (
            'No address'
          )}
        </Card>
        <UserAccessCard user={user} />
        <RecordHistory subjectId={user._id} record={user} />
        <UserViewedByCard subjectId={user._id} />
        <UserSalesCard userId={user._id} />
        <UserPurchasesCard userId={user._id} />
      </Flex>
    </>
  );
};
