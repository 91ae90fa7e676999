import type { MilestoneDto, TrackerDto } from '@/sales/tracker/dto/tracker.dto';
import {
  changeLines,
  checkLine,
  isUnsubscribeToken,
  unsubscribeToken,
  type ChangedCheck,
} from './progress-emails.rules';

const step = (
  key: string,
  label: string,
  state: MilestoneDto['state'],
  date: string | null = null,
  detail: string | null = null,
): MilestoneDto => ({ key, label, state, date, detail });

const tracker = (
  milestones: MilestoneDto[],
  searches: TrackerDto['searches'] = [],
): TrackerDto => ({
  side: 'seller',
  milestones,
  checks: [],
  searches,
  other_side: { title: 'The buyer', items: [] },
  timing: {
    sale_agreed_at: null,
    exchanged_at: null,
    offer_to_exchange_days: null,
    benchmark_in_days: null,
    time_saved_days: null,
    time_saved_percent: null,
  },
  own_check_complete: false,
  forecast: null,
});

describe('progress e-mail lines', () => {
  const midway = tracker(
    [
      step('paid', 'Onboarded and paid', 'done', '2026-02-02T10:00:00.000Z'),
      step(
        'solicitors',
        'Solicitors instructed',
        'done',
        '2026-02-05T10:00:00.000Z',
        'Avon Law: Hannah Lowe, hannah@avon.example',
      ),
      step('identity_checks', 'Identity checks', 'failed'),
      step(
        'searches',
        'Searches ordered',
        'current',
        '2026-02-06T10:00:00.000Z',
        '1 of 2 returned',
      ),
      step('sale_agreed', 'Sale agreed', 'done', '2026-03-02T00:00:00.000Z'),
      step('exchanged', 'Exchanged', 'upcoming'),
      step('completed', 'Completed', 'upcoming'),
    ],
    [
      {
        product: 'Local',
        state: 'ordered',
        ordered_at: '2026-02-06T10:00:00.000Z',
        expected_at: null,
        returned_at: null,
      },
      {
        product: 'Drainage & Water',
        state: 'returned',
        ordered_at: '2026-02-06T10:00:00.000Z',
        expected_at: null,
        returned_at: '2026-02-10T10:00:00.000Z',
      },
    ],
  );
  const checks = new Map<string, ChangedCheck>([
    [
      'check-1',
      {
        name: 'Grace Hopper',
        role: 'co_seller',
        status: 'failed',
        next_step:
          'Their check could not be completed. Please contact us and we will help them try again.',
      },
    ],
  ]);

  it('tells each change once, in the order of the tracker, in its words, without contact details', () => {
    const lines = changeLines(
      midway,
      [
        { milestone: 'sale_agreed', reference: null },
        { milestone: 'solicitors', reference: null },
        { milestone: 'search_returned', reference: 'DW' },
        { milestone: 'identity_check', reference: 'check-1' },
        { milestone: 'solicitors', reference: null },
      ],
      checks,
    );
    expect(lines).toEqual([
      'Solicitors instructed: 5 February 2026',
      'Identity check of Grace Hopper: Their check could not be completed. Please contact us and we will help them try again.',
      'Searches returned: Drainage & Water (1 of 2 returned)',
      'Sale agreed: 2 March 2026',
    ]);
    expect(lines.join(' ')).not.toContain('hannah@avon.example');
  });

  it('leaves out a change the tracker no longer shows and a milestone it does not know', () => {
    const lines = changeLines(
      midway,
      [
        { milestone: 'exchanged', reference: null },
        { milestone: 'identity_check', reference: 'unknown-check' },
        { milestone: 'estate_agent', reference: null },
      ],
      checks,
    );
    expect(lines).toEqual([]);
  });

  it('tells a corrected date and a cleared one, but not in the e-mail that first tells the date', () => {
    const lines = changeLines(
      midway,
      [
        { milestone: 'sale_agreed', reference: 'corrected' },
        { milestone: 'exchanged', reference: 'cleared' },
      ],
      checks,
    );
    expect(lines).toEqual([
      'Sale agreed: 2 March 2026 (a correction: the date we gave you before was wrong)',
      'Exchanged: we recorded this by mistake. It has not happened yet, and we will tell you when it does',
    ]);
    const firstTold = changeLines(
      midway,
      [
        { milestone: 'sale_agreed', reference: null },
        { milestone: 'sale_agreed', reference: 'corrected' },
        { milestone: 'exchanged', reference: null },
        { milestone: 'exchanged', reference: 'cleared' },
      ],
      checks,
    );
    expect(firstTold).toEqual(['Sale agreed: 2 March 2026']);
  });

  it('tells a withdrawal with what the tracker says about it', () => {
    const withdrawn = tracker([
      step(
        'withdrawn',
        'Withdrawn',
        'failed',
        '2026-04-01T10:00:00.000Z',
        'This sale was withdrawn. Contact us if you have any questions.',
      ),
    ]);
    expect(changeLines(withdrawn, [{ milestone: 'withdrawn', reference: null }], checks)).toEqual([
      'Withdrawn: This sale was withdrawn. Contact us if you have any questions.',
    ]);
  });

  it("words the customer's own check and leaves a name that is not a plain name out", () => {
    expect(
      checkLine({ name: 'Sam Seller', role: 'you', status: 'complete', next_step: null }),
    ).toBe('Your identity check is complete');
    expect(
      checkLine({
        name: 'Visit https://evil.example',
        role: 'joint_buyer',
        status: 'complete',
        next_step: null,
      }),
    ).toBe('Identity check complete: a joint buyer');
    expect(
      checkLine({ name: 'Ann Other', role: 'giftor', status: 'in_progress', next_step: 'x' }),
    ).toBeNull();
  });
});

describe('the unsubscribe token', () => {
  const key = 'a-deployment-key-of-at-least-32-characters';
  const user = '64b000000000000000000001';

  it("is the user's own, and another user's or key's token is refused", () => {
    const token = unsubscribeToken(key, user);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(isUnsubscribeToken(key, user, token)).toBe(true);
    expect(isUnsubscribeToken(key, '64b000000000000000000002', token)).toBe(false);
    expect(isUnsubscribeToken(`${key}-rotated`, user, token)).toBe(false);
    expect(isUnsubscribeToken(key, user, token.slice(0, -1))).toBe(false);
    expect(isUnsubscribeToken(key, user, '')).toBe(false);
  });
});
