import { describe, expect, it } from 'vitest';
import { runAll, runSliced } from './sliced-work.ts';

/** Steps that each advance a fake clock by `cost` ms and record that they ran. */
function* steps(count: number, cost: number, clock: { t: number }, ran: number[]) {
  for (let i = 0; i < count; i++) {
    clock.t += cost;
    ran.push(i);
    yield;
  }
}

describe('runSliced', () => {
  it.each([
    // steps, ms per step, budget → slices (a slice runs steps until its budget is spent, at least one)
    { count: 0, cost: 1, budget: 8, slices: 1 },
    { count: 5, cost: 1, budget: 8, slices: 1 },
    { count: 16, cost: 1, budget: 8, slices: 3 },
    { count: 3, cost: 20, budget: 8, slices: 4 },
    { count: 10, cost: 4, budget: 8, slices: 6 },
  ])('runs $count steps of $cost ms with a budget of $budget ms in $slices slices', async ({ count, cost, budget, slices }) => {
    const clock = { t: 0 };
    const ran: number[] = [];
    let yields = 0;
    const result = await runSliced(steps(count, cost, clock, ran), {
      budgetMs: budget,
      now: () => clock.t,
      yieldToBrowser: async () => {
        yields++;
      },
    });
    expect(ran).toEqual([...Array(count).keys()]);
    expect(result).toBe(slices);
    expect(yields).toBe(slices - 1);
  });

  it('stops between steps once its signal is aborted, keeping the steps done', async () => {
    const clock = { t: 0 };
    const ran: number[] = [];
    const controller = new AbortController();
    await runSliced(steps(10, 5, clock, ran), {
      budgetMs: 8,
      now: () => clock.t,
      signal: controller.signal,
      yieldToBrowser: async () => {
        if (ran.length >= 4) controller.abort();
      },
    });
    expect(ran).toEqual([0, 1, 2, 3]);
  });

  it('runs every step in one go with runAll', () => {
    const ran: number[] = [];
    runAll(steps(7, 100, { t: 0 }, ran));
    expect(ran).toHaveLength(7);
  });
});
