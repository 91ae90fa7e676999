import { render, screen } from '@testing-library/react';
import { Table } from 'antd';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/AppProviders';
import { makeStore } from '@/app/store';

describe('AppProviders', () => {
  it("labels an empty table 'No Data', as the spec words it", () => {
    render(
      <AppProviders store={makeStore()}>
        <Table columns={[{ title: 'Name', dataIndex: 'name' }]} dataSource={[]} />
      </AppProviders>,
    );
    expect(screen.getAllByText('No Data').length).toBeGreaterThan(0);
    expect(screen.queryByText('No data')).not.toBeInTheDocument();
  });
});
