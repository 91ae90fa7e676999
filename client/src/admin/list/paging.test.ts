import { describe, expect, it } from 'vitest';
import { pageCount, pageLinks, pageRequest, rangeLabel, type PageLink } from '@/admin/list/paging';

/** pageLinks as text: '1 … 4 5 6 … 10'. */
const shown = (links: PageLink[]) =>
  links.map((link) => (link.type === 'page' ? String(link.page) : '…')).join(' ');

describe('pageRequest (admin.md §7)', () => {
  it('sends skip = (page-1) × size and limit = size × page', () => {
    expect(pageRequest(1, 10)).toEqual({ skip: 0, limit: 10 });
    expect(pageRequest(3, 20)).toEqual({ skip: 40, limit: 60 });
    expect(pageRequest(2, 100)).toEqual({ skip: 100, limit: 200 });
  });
});

describe('rangeLabel', () => {
  it("reads 'from - to of total'", () => {
    expect(rangeLabel(1, 10, 57)).toBe('1 - 10 of 57');
    expect(rangeLabel(2, 10, 10_000, true)).toBe('11 - 20 of 10,000+');
    expect(rangeLabel(3, 20, 57)).toBe('41 - 57 of 57');
    expect(rangeLabel(1, 10, 4)).toBe('1 - 4 of 4');
  });

  it('reads 0 - 0 of 0 for an empty list', () => {
    expect(rangeLabel(1, 10, 0)).toBe('0 - 0 of 0');
  });
});

describe('pageCount', () => {
  it('rounds up and is at least one', () => {
    expect(pageCount(57, 10)).toBe(6);
    expect(pageCount(50, 10)).toBe(5);
    expect(pageCount(0, 10)).toBe(1);
  });
});

describe('pageLinks (admin.md §2 estate agents)', () => {
  it('lists every page when there are at most 5', () => {
    expect(shown(pageLinks(1, 1))).toBe('1');
    expect(shown(pageLinks(3, 5))).toBe('1 2 3 4 5');
  });

  it('shows the first, an ellipsis, the neighbours and the last beyond 5 pages', () => {
    expect(shown(pageLinks(5, 10))).toBe('1 … 4 5 6 … 10');
    expect(shown(pageLinks(1, 10))).toBe('1 2 … 10');
    expect(shown(pageLinks(10, 10))).toBe('1 … 9 10');
    expect(shown(pageLinks(3, 10))).toBe('1 2 3 4 … 10');
    expect(shown(pageLinks(4, 6))).toBe('1 … 3 4 5 6');
  });
});
