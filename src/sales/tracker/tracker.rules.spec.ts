import {
  checkStatus,
  checksStep,
  personCheck,
  searchProgress,
  searchesStep,
  wholeDays,
  withStates,
  type Step,
} from './tracker.rules';

const step = (key: string, state: Step['state']): Step => ({
  key,
  label: key,
  state,
  date: null,
  detail: null,
});

describe('tracker rules', () => {
  it('reads a newest check: pending is in progress, aborted as not started', () => {
    expect(checkStatus(null)).toBe('not_started');
    expect(checkStatus({ status: 'aborted', created_at: 'x', completed_at: null })).toBe(
      'not_started',
    );
    expect(checkStatus({ status: 'pending', created_at: 'x', completed_at: null })).toBe(
      'in_progress',
    );
    expect(checkStatus({ status: 'failed', created_at: 'x', completed_at: null })).toBe('failed');
  });

  it('says what to do next, to the customer or about the other person, and nothing when done', () => {
    const you = personCheck({ role: 'you', first_name: 'Ann', last_name: 'Reed', check: null });
    expect(you).toMatchObject({ name: 'Ann Reed', status: 'not_started' });
    expect(you.next_step).toContain('look out for a text message');
    const giftor = personCheck({
      role: 'giftor',
      first_name: 'Gil',
      last_name: 'Reed',
      check: { status: 'pending', created_at: 'x', completed_at: null },
    });
    expect(giftor.next_step).toContain('Ask them');
    const done = personCheck({
      role: 'co_seller',
      first_name: 'Cy',
      last_name: 'Reed',
      check: { status: 'complete', created_at: 'x', completed_at: '2026-01-02T00:00:00.000Z' },
    });
    expect(done).toMatchObject({ next_step: null, completed_at: '2026-01-02T00:00:00.000Z' });
  });

  it('marks the checks step failed when anyone failed, done when everyone completed', () => {
    const person = (status: 'complete' | 'failed' | 'in_progress') => ({
      name: 'A',
      role: 'you' as const,
      status,
      completed_at: status === 'complete' ? '2026-01-02T00:00:00.000Z' : null,
      next_step: null,
    });
    expect(checksStep([person('complete'), person('failed')]).state).toBe('failed');
    expect(checksStep([person('complete'), person('in_progress')])).toMatchObject({
      state: 'pending',
      detail: '1 of 2 complete',
    });
    expect(checksStep([person('complete')])).toMatchObject({
      state: 'done',
      date: '2026-01-02T00:00:00.000Z',
    });
    expect(checksStep([]).state).toBe('pending');
  });

  it('reads searches by product: returned once complete, ignoring cancelled ones', () => {
    const local = searchProgress({
      product_id: 'LLC1CON29',
      status: 'completed',
      ordered_at: '2026-01-01T00:00:00.000Z',
      expected_at: null,
      returned_at: '2026-01-09T00:00:00.000Z',
    });
    expect(local).toMatchObject({ product: 'Local', state: 'returned' });
    const cancelled = searchProgress({
      product_id: 'ENVRES',
      status: 'cancelled',
      ordered_at: '2026-01-01T00:00:00.000Z',
      expected_at: null,
      returned_at: null,
    });
    expect(searchesStep([local, cancelled])).toMatchObject({
      state: 'done',
      label: 'Searches returned',
    });
    expect(searchesStep([]).state).toBe('pending');
  });

  it('makes the first step not done current, and none after a withdrawal', () => {
    const steps = [
      step('a', 'done'),
      step('b', 'pending'),
      step('c', 'failed'),
      step('d', 'pending'),
    ];
    expect(withStates(steps, false).map((s) => s.state)).toEqual([
      'done',
      'current',
      'failed',
      'upcoming',
    ]);
    expect(withStates(steps, true).map((s) => s.state)).toEqual([
      'done',
      'upcoming',
      'failed',
      'upcoming',
    ]);
  });

  it('counts whole days so far', () => {
    expect(wholeDays('2026-03-01T00:00:00.000Z', new Date('2026-03-11T12:00:00Z'))).toBe(10);
  });
});
