import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import type { EstateAgentRowDto } from '@/api/generated';
import { AdminPageHeader } from '@/admin/components/AdminPageHeader';
import { useBrandsQuery, useEstateAgentsQuery } from '@/api/generated';
import { AdminTable } from '@/admin/list/AdminTable';
import { DebouncedSearchInput } from '@/admin/list/DebouncedSearchInput';
import { ListFilter } from '@/admin/list/ListFilter';
import { ListFooter } from '@/admin/list/ListFooter';
import { useTableUrlState } from '@/admin/list/useTableUrlState';
import { adminPaths } from '@/admin/paths';
import { phoneOrEmpty } from '@/admin/phoneDisplay';

/** admin.md §9: the estate agents search waits 500 ms. */
export const ESTATE_AGENT_SEARCH_DELAY_MS = 500;
const ALL = 'all';
const NONE = '—';

const columns: TableColumnsType<EstateAgentRowDto> = [
  { key: 'office', title: 'Office Name', dataIndex: 'display_name' },
  {
    key: 'office_phone',
    title: 'Office Phone Number',
    render: (_, row) => phoneOrEmpty(row.office_phone_number, NONE),
  },
  {
    key: 'valuer_name',
    title: 'Primary Valuer Name',
    render: (_, row) => row.primary_valuer?.name || NONE,
  },
  {
    key: 'valuer_email',
    title: 'Primary Valuer Email',
    render: (_, row) => row.primary_valuer?.email ?? NONE,
  },
  {
    key: 'valuer_phone',
    title: 'Primary Valuer Phone Number',
    render: (_, row) => phoneOrEmpty(row.primary_valuer?.phone_number, NONE),
  },
];

/**
 * /admin/estate-agents (admin.md §2): search (500 ms), brand filter with counts and a removable
 * chip, 10/20/50/100 per page, rows by office name. Page, size, search and brand live in the URL.
 */
export const EstateAgentsPage = () => {
  const navigate = useNavigate();
  const brands = useBrandsQuery();
  const brandIds = (brands.data ?? []).map((brand) => brand._id);
  const list = useTableUrlState({
    filters: { brand: { values: [ALL, ...brandIds], default: ALL } },
  });
  const brand = list.filters.brand;
  const agents = useEstateAgentsQuery(
    {
      offset: list.request.skip,
      limit: list.request.limit,
      searchValue: list.search || undefined,
      brand: brand === ALL ? undefined : brand,
    },
    // A brand in the URL is known only once the brands are: never list 'all' meanwhile.
    { skip: brands.isLoading },
  );
  const data = agents.data;
  const counts = new Map(data?.brandCounts.map((row) => [row.brand, row.count]));
  const totalForSearch = data?.brandCounts.reduce((sum, row) => sum + row.count, 0);

  return (
    <>
      <AdminPageHeader
        title="Estate Agents"
        actions={
          <>
            <Button onClick={() => navigate(adminPaths.estateAgentBrands)}>Brands</Button>
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => navigate(adminPaths.estateAgentAdd)}
            >
              Add estate agent
            </Button>
          </>
        }
      />
      <Flex vertical gap={16}>
        <Flex wrap gap={8} align="center">
          <div style={{ flex: '1 1 240px', maxWidth: 360 }}>
            <DebouncedSearchInput
              label="Search estate agents"
              value={list.search}
              onSearch={list.setSearch}
              delayMs={ESTATE_AGENT_SEARCH_DELAY_MS}
            />
          </div>
          <ListFilter
            label="Brand"
            value={brand}
            defaultValue={ALL}
            options={[
              { value: ALL, label: 'All', count: totalForSearch },
              ...(brands.data ?? []).map((row) => ({
                value: row._id,
                label: row.brandName,
                count: counts.get(row._id) ?? 0,
              })),
            ]}
            chipLabel={(option) => option.label}
            onChange={(value) => list.setFilter('brand', value)}
          />
        </Flex>
        <AdminTable
          label="Estate agents"
          columns={columns}
          rows={data?.items}
          rowKey="_id"
          rowHref={(row) => adminPaths.estateAgent(row._id)}
          loading={agents.isFetching || brands.isLoading}
          error={agents.error ?? brands.error}
          errorTitle="There was an error while fetching estate agents"
          onRetry={() => {
            void brands.refetch();
            if (!brands.isLoading) void agents.refetch();
          }}
        />
        <ListFooter list={list} total={data?.totalFilteredItems} />
      </Flex>
    </>
  );
};
