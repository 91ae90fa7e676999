import { Flex, type TableColumnsType } from 'antd';
import type { AdminCompanyRowDto } from '@/api/generated';
import { AdminPageHeader } from '@/admin/components/AdminPageHeader';
import { AdminTable } from '@/admin/list/AdminTable';
import { DebouncedSearchInput } from '@/admin/list/DebouncedSearchInput';
import { ListFooter } from '@/admin/list/ListFooter';
import { useTableUrlState } from '@/admin/list/useTableUrlState';
import { adminPaths } from '@/admin/paths';
import { useAdminCompaniesQuery } from '@/api/generated';

const columns: TableColumnsType<AdminCompanyRowDto> = [
  { title: 'Name', dataIndex: 'name', key: 'name' },
  { title: 'Company Number', dataIndex: 'company_number', key: 'number' },
  {
    title: 'Address',
    dataIndex: 'address',
    key: 'address',
    render: (value: string | null) => value ?? 'No address',
  },
  { title: 'Sales', dataIndex: 'sales_count', key: 'sales', align: 'right' },
];

/**
 * /admin/companies: the company sellers of developments, by name, with their number, address
 * and count of sales; searched by name or number and paged in SQL. Each row opens the company.
 */
export const CompaniesPage = () => {
  const list = useTableUrlState();
  const { data, error, isFetching, refetch } = useAdminCompaniesQuery({
    ...list.request,
    ...(list.search ? { q: list.search } : {}),
  });
  return (
    <>
      <AdminPageHeader title="Companies" />
      <Flex vertical gap={16}>
        <div style={{ maxWidth: 420 }}>
          <DebouncedSearchInput
            label="Search companies by name or number"
            value={list.search}
            onSearch={list.setSearch}
          />
        </div>
        <AdminTable
          label="Companies"
          columns={columns}
          rows={data?.items}
          rowKey="_id"
          rowHref={(company) => adminPaths.company(company._id)}
          loading={isFetching}
          error={error}
          errorTitle="There was an error fetching companies."
          onRetry={refetch}
          emptyText={list.search ? 'No companies match this search' : 'No companies yet'}
        />
        <ListFooter list={list} total={data?.totalFilteredItems} />
      </Flex>
    </>
  );
};
