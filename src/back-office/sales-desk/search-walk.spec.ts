import { nextWalk, SEARCH_WALK, SEARCH_WALK_MAX } from './sales-search.query-repository';

describe('nextWalk: how much further a search walks the sales in the page order', () => {
  it('stops once the page is full', () => {
    expect(nextWalk(SEARCH_WALK, 10, 10)).toBe(0);
  });

  it('stops when nothing matched: the union of every match is then the cheaper read', () => {
    expect(nextWalk(SEARCH_WALK, 0, 10)).toBe(0);
  });

  it('goes as far as the matches so far say the rest of the page needs, and half again', () => {
    // 7 of 10 in the first 1,000: 3 more at 7 per 1,000 is about 429 sales, 643 with the margin
    expect(nextWalk(1000, 7, 10)).toBe(643);
    expect(nextWalk(1643, 9, 10)).toBe(274);
  });

  it('does not set out on a walk past SEARCH_WALK_MAX: the union is sooner for rare matches', () => {
    // 2 of 10 in the first 1,000 would need about 6,000 more
    expect(nextWalk(SEARCH_WALK, 2, 10)).toBe(0);
    expect(nextWalk(SEARCH_WALK, 3, 10)).toBe(3500);
    expect(nextWalk(SEARCH_WALK_MAX, 9, 10)).toBe(0);
  });
});
