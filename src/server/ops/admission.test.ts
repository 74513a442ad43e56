import { describe, expect, it } from 'vitest';
import { admit, expectedWaitMs, nextServiceMs, type Admission, type AdmissionLoad } from './admission.ts';

const limits = { maxInFlight: 8, maxQueueMs: 500, maxQueue: 100 };

describe('admission under load', () => {
  it.each<[string, AdmissionLoad, Admission]>([
    ['an idle worker serves at once', { inFlight: 0, queued: 0, serviceMs: 0 }, 'serve'],
    ['a free slot serves at once', { inFlight: 7, queued: 0, serviceMs: 400 }, 'serve'],
    // 8 slots freed every 80 ms on average: one a 10 ms; the 1st in the queue waits about 10 ms.
    ['every slot busy: the next waits when a slot can be expected in time', { inFlight: 8, queued: 0, serviceMs: 80 }, 'wait'],
    ['the 50th in the queue expects 500 ms: it still waits', { inFlight: 8, queued: 49, serviceMs: 80 }, 'wait'],
    ['the 51st would expect 510 ms: a fast 503', { inFlight: 8, queued: 50, serviceMs: 80 }, 'shed'],
    ['slow answers shorten the queue: 4 already wait 1 s each', { inFlight: 8, queued: 4, serviceMs: 1000 }, 'shed'],
    ['one slow answer in a slot of eight: the first still waits', { inFlight: 8, queued: 0, serviceMs: 4000 }, 'wait'],
    ['a queue is served first, even with a free slot for a moment', { inFlight: 7, queued: 1, serviceMs: 80 }, 'wait'],
    ['never more waiting than the queue limit, however quick the answers', { inFlight: 8, queued: 100, serviceMs: 1 }, 'shed'],
    ['before the first answer there is no estimate: the queue limit alone bounds it', { inFlight: 8, queued: 99, serviceMs: 0 }, 'wait'],
  ])('%s', (_name, load, expected) => {
    expect(admit(load, limits)).toBe(expected);
  });

  it.each<[string, { maxInFlight: number; maxQueueMs: number; maxQueue: number }, AdmissionLoad, Admission]>([
    ['no queue at all: busy is a 503', { maxInFlight: 1, maxQueueMs: 500, maxQueue: 0 }, { inFlight: 1, queued: 0, serviceMs: 1 }, 'shed'],
    ['one slot, a queue of one', { maxInFlight: 1, maxQueueMs: 500, maxQueue: 1 }, { inFlight: 1, queued: 0, serviceMs: 100 }, 'wait'],
    [
      'a short queue time sheds sooner',
      { maxInFlight: 8, maxQueueMs: 50, maxQueue: 100 },
      { inFlight: 8, queued: 5, serviceMs: 80 },
      'shed',
    ],
  ])('%s', (_name, custom, load, expected) => {
    expect(admit(load, custom)).toBe(expected);
  });

  it.each([
    [1, 80, 8, 10],
    [50, 80, 8, 500],
    [3, 1000, 1, 3000],
    [1, 0, 8, 0],
  ])('the %ith in the queue, %i ms answers, %i slots: expects %i ms', (position, serviceMs, maxInFlight, expected) => {
    expect(expectedWaitMs(position, { serviceMs }, { maxInFlight })).toBe(expected);
  });

  it.each([
    ['the first answer is the estimate', 0, 120, 120],
    ['a tenth of the way to a slower answer', 100, 200, 110],
    ['a tenth of the way to a quicker answer', 100, 0, 90],
    ['unchanged by an equal answer', 50, 50, 50],
  ])('service time: %s', (_name, previous, sample, expected) => {
    expect(nextServiceMs(previous, sample)).toBeCloseTo(expected);
  });

  it.each<[string, AdmissionLoad, Admission]>([
    ['every slot busy, a loop on time: the next waits', { inFlight: 8, queued: 0, serviceMs: 20, lagMs: 5 }, 'wait'],
    [
      'every slot busy, a loop 250 ms late: a fast 503 though a slot could be expected soon',
      { inFlight: 8, queued: 0, serviceMs: 20, lagMs: 250 },
      'shed',
    ],
    [
      'a late loop with a free slot (a busy machine, a GC pause) still serves',
      { inFlight: 2, queued: 0, serviceMs: 20, lagMs: 900 },
      'serve',
    ],
    ['a late loop with nothing in hand (a cold start) still serves', { inFlight: 0, queued: 0, serviceMs: 0, lagMs: 900 }, 'serve'],
    ['exactly at the limit is not late', { inFlight: 8, queued: 0, serviceMs: 20, lagMs: 100 }, 'wait'],
  ])('event loop lag: %s', (_name, load, expected) => {
    expect(admit(load, { ...limits, maxLagMs: 100 })).toBe(expected);
  });

  it('without a lag limit the lag is not looked at', () => {
    expect(admit({ inFlight: 8, queued: 0, serviceMs: 20, lagMs: 5000 }, limits)).toBe('wait');
  });
});
