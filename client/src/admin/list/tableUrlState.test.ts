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
