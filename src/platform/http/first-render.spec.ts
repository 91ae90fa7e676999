import { jsonForScript, renderBudget } from './first-render';

describe('jsonForScript', () => {
  it('keeps every string as it was, and nothing in it can end or open an element', () => {
    const value = { line: '</script><!-- & \u2028\u2029 >', n: 1 };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('renderBudget', () => {
  it('lets renders take up to 500 ms at once, then a quarter of the time that passes', () => {
    let now = 0;
    const budget = renderBudget(() => now);
    expect(budget.left()).toBe(true);
    budget.spend(450);
    expect(budget.left()).toBe(true);
    budget.spend(100);
    // Spent: the next request is sent unrendered until the budget fills again.
    expect(budget.left()).toBe(false);
    now += 100; // +25 ms
    expect(budget.left()).toBe(false);
    now += 200; // +50 ms
    expect(budget.left()).toBe(true);
    // It never holds more than 500 ms, however long it rests.
    now += 60_000;
    budget.spend(500);
    expect(budget.left()).toBe(false);
  });
});
