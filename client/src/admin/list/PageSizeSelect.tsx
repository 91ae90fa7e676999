import { Flex, Select } from 'antd';
import { useId } from 'react';
import { PAGE_SIZES, type PageSize } from '@/admin/list/paging';

type PageSizeSelectProps = {
  value: PageSize;
  onChange: (size: PageSize) => void;
};

const options = PAGE_SIZES.map((size) => ({ value: size, label: String(size) }));

/** admin.md §2: an items-per-page select offering 10, 20, 50 and 100. */
export const PageSizeSelect = ({ value, onChange }: PageSizeSelectProps) => {
  const labelId = useId();
  return (
    <Flex align="center" gap={8}>
      <span id={labelId}>Items per page</span>
      <Select<PageSize>
        aria-labelledby={labelId}
        value={value}
        options={options}
        onChange={onChange}
        style={{ width: 88 }}
      />
    </Flex>
  );
};
