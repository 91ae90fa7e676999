import { describe, expect, it } from 'vitest';
import { readTableState, tableRequest, writeTableState } from '@/admin/list/tableUrlState';

const options = {
  filters: { paid: { values: ['all', 'paid', 'unpaid'], default: 'all' } },
} as const;

const read = (query: string) => readTableState(new URLSearchParams(query), options);
const write = (query: string, patch: Parameters<typeof writeTableState>[1]) =>
  writeTableState(new URLSearchParams(query), patch, options).toString();

describe('readTableState', () => {
  it('reads page, size, search and filters from the URL', () => {
    expect(read('page=3&size=50&q=smith&paid=unpaid')).toEqual({
      page: 3,
      size: 50,
      search: 'smith',
      filters: { paid: 'unpaid' },
    });
  });

  it('falls back to the defaults for missing or invalid values', () => {
    const defaults = { page: 1, size: 10, search: '', filters: { paid: 'all' } };
    expect(read('')).toEqual(defaults);
    expect(read('page=0&size=15&paid=maybe')).toEqual(defaults);
    expect(read('page=-2&size=abc')).toEqual(defaults);
    expect(read('page=2.5&size=1e2')).toEqual(defaults);
    expect(read('page=99999999999999')).toEqual(defaults);
  });

  it('uses a prefix when a page holds two lists', () => {
    const state = readTableState(new URLSearchParams('page=4&groups.page=2'), {
      prefix: 'groups.',
    });
    expect(state.page).toBe(2);
  });

  it('takes another default page size when given one', () => {
    expect(readTableState(new URLSearchParams(''), { defaultSize: 20 }).size).toBe(20);
  });
});

describe('writeTableState', () => {
  it('leaves defaults out of the URL and keeps unrelated parameters', () => {
    expect(write('tab=events&page=3', { page: 1 })).toBe('tab=events');
    expect(write('', { size: 10, search: '', filters: { paid: 'all' } })).toBe('');
  });

  it('goes back to page 1 when the size, the search or a filter changes', () => {
    expect(write('page=4', { size: 20 })).toBe('size=20');
    expect(write('page=4', { search: ' jo ' })).toBe('q=jo');
    expect(write('page=4&q=jo', { filters: { paid: 'paid' } })).toBe('q=jo&paid=paid');
  });

  it('keeps the page when nothing else changes', () => {
    expect(write('page=4&paid=paid', { filters: { paid: 'paid' } })).toBe('page=4&paid=paid');
    expect(write('page=4', { page: 5 })).toBe('page=5');
  });
});

describe('tableRequest', () => {
  it("is the state's page in skip/limit form", () => {
    expect(tableRequest(read('page=3&size=20'))).toEqual({ skip: 40, limit: 60 });
  });
});

describe('free values and the sort', () => {
  const sortable = {
    params: ['estateAgentId', 'createdFrom'],
    sort: { keys: ['createdAt', 'asking_price'], default: { key: 'createdAt', order: 'desc' } },
  } as const;
  const readS = (query: string) => readTableState(new URLSearchParams(query), sortable);
  const writeS = (query: string, patch: Parameters<typeof writeTableState>[1]) =>
    writeTableState(new URLSearchParams(query), patch as never, sortable).toString();

  it('reads them, the sort from its whitelist only', () => {
    expect(readS('estateAgentId=e1&sort=asking_price&order=asc')).toMatchObject({
      params: { estateAgentId: 'e1', createdFrom: '' },
      sort: { key: 'asking_price', order: 'asc' },
    });
    expect(readS('sort=password&order=sideways').sort).toEqual({ key: 'createdAt', order: 'desc' });
    expect(readS(`estateAgentId=${'x'.repeat(201)}`).params.estateAgentId).toBe('');
  });

  it('writes them, leaves defaults out and goes back to page 1', () => {
    expect(writeS('page=3', { params: { createdFrom: '2026-01-01' } })).toBe(
      'createdFrom=2026-01-01',
    );
    expect(writeS('page=3&createdFrom=2026-01-01', { params: { createdFrom: '' } })).toBe('');
    expect(writeS('page=3', { sort: { key: 'asking_price', order: 'desc' } })).toBe(
      'sort=asking_price',
    );
    expect(writeS('sort=asking_price&order=asc', { sort: null })).toBe('');
    expect(writeS('sort=asking_price', { page: 2 })).toBe('sort=asking_price&page=2');
  });

  it('keeps a list without them as it was', () => {
    expect(read('page=2')).toEqual({ page: 2, size: 10, search: '', filters: { paid: 'all' } });
  });
});
