import { jsonForScript, READ_COST_MS, renderBudget } from './first-render';

describe('jsonForScript', () => {
  it('keeps every string as it was, and nothing in it can end or open an element', () => {
    const value = { line: '</script><!-- & \u2028\u2029 >', n: 1 };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('renderBudget', () => {
  it('reserves one render at a time: a second concurrent render is refused', () => {
    const budget = renderBudget(() => 0);
    const first = budget.reserve(5);
    expect(first).not.toBeNull();
    // Another tracker asked while the first renders: sent unrendered, the loop held by one.
    expect(budget.reserve(5)).toBeNull();
    first!.settle(60);
    expect(budget.reserve(5)).not.toBeNull();
  });

  it('takes the expected cost when a render starts, settles what it cost, and refills', () => {
    let now = 0;
    const budget = renderBudget(() => now);
    /** Renders of 100 ms (the first estimate) one after another, until one is refused. */
    const renderAll = (reads = 0) => {
      let renders = 0;
      for (
        let reservation = budget.reserve(reads);
        reservation;
        reservation = budget.reserve(reads)
      ) {
        renders += 1;
        reservation.settle(100 + reads * READ_COST_MS);
      }
      return renders;
    };
    expect(renderAll()).toBe(5); // 500 ms at most
    // It fills at a quarter of the time that passes: one more render after 400 ms.
    now += 200;
    expect(renderAll()).toBe(0);
    now += 200;
    expect(renderAll()).toBe(1);
    // It never holds more than 500 ms, however long it rests.
    now += 60_000;
    expect(renderAll()).toBe(5);
    // A render's reads are counted: with 50 reads each costs twice as much.
    now += 60_000;
    expect(renderAll(50)).toBe(2);
  });

  it('refuses a render whose reads alone the budget cannot pay for', () => {
    const budget = renderBudget(() => 0);
    expect(budget.reserve(1000)).toBeNull();
    expect(budget.reserve(1)).not.toBeNull();
  });
});
