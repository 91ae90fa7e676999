import { PROGRESSION_TARGETS } from './milestones.catalogue';
import {
  addDays,
  expectedDates,
  forecastOf,
  rangeWords,
  lagDays,
  milestoneViolations,
  progressStatus,
  standingOf,
} from './milestones.rules';

const d = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
const reached = (iso: string) => ({ occurred_at: d(iso), expected_at: null });

describe('milestone rules', () => {
  it('counts working days over weekends', () => {
    // Friday 4 December 2026 + 1 working day is Monday 7th; + 10 is Friday 18th
    expect(addDays(d('2026-12-04'), 1, true)).toEqual(d('2026-12-07'));
    expect(addDays(d('2026-12-04'), 10, true)).toEqual(d('2026-12-18'));
    expect(addDays(d('2026-12-04'), 3)).toEqual(d('2026-12-07'));
  });

  it('expects nothing before the sale is agreed', () => {
    const expected = expectedDates(
      { solicitors_instructed: reached('2026-11-01') },
      PROGRESSION_TARGETS,
    );
    expect(Object.values(expected).every((day) => day === null)).toBe(true);
  });

  it('counts from the sale agreed date, and from each step once it is reached', () => {
    const agreed = expectedDates({ sale_agreed: reached('2026-11-02') }, PROGRESSION_TARGETS);
    expect(agreed.sale_agreed).toBeNull();
    expect(agreed.exchanged).toEqual(d('2026-11-30'));
    expect(agreed.completed).toEqual(d('2026-12-14'));
    // solicitors on 4th, searches ordered 2 days on (Friday 6th), back 10 working days later
    expect(agreed.searches_ordered).toEqual(d('2026-11-06'));
    expect(agreed.searches_returned).toEqual(d('2026-11-20'));
    expect(agreed.fell_through).toBeNull();
    expect(agreed.withdrawn).toBeNull();

    // a late exchange moves completion with it
    const late = expectedDates(
      { sale_agreed: reached('2026-11-02'), exchanged: reached('2026-12-10') },
      PROGRESSION_TARGETS,
    );
    expect(late.completed).toEqual(d('2026-12-24'));
    // a completion date set plans completion for its day
    const planned = expectedDates(
      {
        sale_agreed: reached('2026-11-02'),
        exchanged: reached('2026-12-10'),
        completion_date_set: { occurred_at: d('2026-12-10'), expected_at: d('2027-01-08') },
      },
      PROGRESSION_TARGETS,
    );
    expect(planned.completed).toEqual(d('2027-01-08'));
    // targets are the config's
    const quick = expectedDates(
      { sale_agreed: reached('2026-11-02') },
      { ...PROGRESSION_TARGETS, sale_agreed_to_exchange_days: 56 },
    );
    expect(quick.exchanged).toEqual(d('2026-12-28'));
  });

  it('counts lag in whole days past the expected day, never below nought', () => {
    expect(lagDays(null, d('2026-12-01'), d('2026-12-08'))).toBe(7);
    expect(lagDays(d('2026-12-03'), d('2026-12-01'), d('2026-12-08'))).toBe(2);
    expect(lagDays(d('2026-11-20'), d('2026-12-01'), d('2026-12-08'))).toBe(0);
    expect(lagDays(null, d('2026-12-20'), d('2026-12-08'))).toBe(0);
    expect(lagDays(null, null, d('2026-12-08'))).toBeNull();
  });

  it('refuses a record that cannot be true, saying what to fix', () => {
    const today = d('2026-12-08');
    const check = (input: Parameters<typeof milestoneViolations>[0]) =>
      milestoneViolations(input, today);
    expect(check({ key: 'exchanged', occurredAt: d('2026-12-09') })).toEqual([
      'The exchanged date cannot be in the future',
    ]);
    expect(check({ key: 'exchanged', occurredAt: today })).toEqual([]);
    expect(check({ key: 'fell_through', occurredAt: today })).toEqual([
      'Choose why the sale fell through: a reason is needed',
    ]);
    expect(
      check({ key: 'fell_through', occurredAt: today, reason: 'other', reasonDetails: ' ' }),
    ).toEqual(["Describe why the sale fell through in reason_details when the reason is 'other'"]);
    expect(check({ key: 'fell_through', occurredAt: today, reason: 'chain_break' })).toEqual([]);
    expect(check({ key: 'survey_completed', occurredAt: today, reason: 'survey' })).toEqual([
      'Only a fell_through milestone takes a reason',
    ]);
    expect(check({ key: 'completion_date_set', occurredAt: today })).toEqual([
      'Give the planned completion day as expected_at',
    ]);
    expect(
      check({ key: 'completion_date_set', occurredAt: today, expectedAt: d('2026-12-01') }),
    ).toEqual(['The planned completion day cannot be before the day it was set']);
    expect(
      check({ key: 'completion_date_set', occurredAt: today, expectedAt: d('2027-01-08') }),
    ).toEqual([]);
    expect(check({ key: 'exchanged', occurredAt: today, expectedAt: d('2027-01-08') })).toEqual([
      'Only a completion_date_set milestone takes an expected_at',
    ]);
  });

  it('finds where a sale stands: the step expected first, and the exchange or completion due', () => {
    const step = (key: string, occurred: string | null, expected: string | null) => ({
      key: key as Parameters<typeof standingOf>[0][number]['key'],
      occurred_at: occurred ? d(occurred) : null,
      expected_at: expected ? d(expected) : null,
    });
    expect(standingOf([step('sale_agreed', null, null)])).toBeNull();
    const agreed = [
      step('sale_agreed', '2026-11-02', null),
      step('solicitors_instructed', '2026-11-03', '2026-11-04'),
      step('searches_returned', null, '2026-11-20'),
      step('survey_completed', null, '2026-11-16'),
      step('exchanged', null, '2026-11-30'),
      step('completed', null, '2026-12-14'),
      step('fell_through', null, null),
    ];
    const standing = standingOf(agreed)!;
    expect(standing).toEqual({
      next: { key: 'survey_completed', expectedAt: d('2026-11-16') },
      due: { key: 'exchanged', at: d('2026-11-30') },
    });
    expect(progressStatus(standing, d('2026-11-16'))).toBe('on_track');
    expect(progressStatus(standing, d('2026-11-17'))).toBe('amber');
    expect(progressStatus(standing, d('2026-11-26'))).toBe('amber');
    expect(progressStatus(standing, d('2026-11-27'))).toBe('red');
    // after exchange the completion is due; a completed or fallen-through sale is not in progress
    const exchanged = standingOf([
      ...agreed.slice(0, 4),
      step('exchanged', '2026-11-28', null),
      step('completed', null, '2026-12-12'),
    ]);
    expect(exchanged?.due).toEqual({ key: 'completed', at: d('2026-12-12') });
    expect(standingOf([...agreed, step('completed', '2026-12-12', null)])).toBeNull();
    expect(
      standingOf([...agreed.slice(0, 6), step('fell_through', '2026-11-10', null)]),
    ).toBeNull();
  });

  it('words a forecast range as people say dates', () => {
    const today = d('2027-01-10');
    expect(rangeWords({ from: d('2027-02-12'), to: d('2027-02-19') }, today)).toBe(
      'between 12 and 19 February',
    );
    expect(rangeWords({ from: d('2027-01-28'), to: d('2027-02-04') }, today)).toBe(
      'between 28 January and 4 February',
    );
    expect(rangeWords({ from: d('2027-12-28'), to: d('2028-01-04') }, today)).toBe(
      'between 28 December 2027 and 4 January 2028',
    );
    expect(rangeWords({ from: d('2027-03-08'), to: d('2027-03-08') }, today)).toBe('on 8 March');
  });

  it('narrows the forecast as the steps before exchange are reached', () => {
    const all = (reachedUpTo: number) => {
      const facts: Parameters<typeof expectedDates>[0] = { sale_agreed: reached('2026-11-02') };
      const keys = [
        'solicitors_instructed',
        'identity_checks_complete',
        'property_information_complete',
        'searches_ordered',
        'searches_returned',
        'draft_contract_issued',
        'enquiries_raised',
        'enquiries_answered',
        'mortgage_offered',
        'survey_completed',
        'contracts_signed',
      ] as const;
      keys.slice(0, reachedUpTo).forEach((key) => (facts[key] = reached('2026-11-05')));
      const expected = expectedDates(facts, PROGRESSION_TARGETS);
      const steps = (Object.keys(expected) as (keyof typeof expected)[]).map((key) => ({
        key,
        occurred_at: facts[key]?.occurred_at ?? null,
        expected_at: expected[key],
      }));
      return forecastOf(steps, standingOf(steps), PROGRESSION_TARGETS, d('2026-11-06'))!;
    };
    const early = all(1);
    const late = all(11);
    const width = (range: { from: Date; to: Date }) => range.to.getTime() - range.from.getTime();
    expect(width(early.exchange!)).toBeGreaterThan(width(late.exchange!));
    expect(late.exchange).toEqual({ from: d('2026-11-30'), to: d('2026-11-30') });
    expect(late.completion).toEqual({ from: d('2026-12-14'), to: d('2026-12-30') });
  });
});
