/**
 * Admission of a request under load (README "Operations", overload): the pure decisions of
 * load shedding, without timers or sockets (src/server/ops/load-shedding.ts applies them).
 *
 * A worker serves at most `maxInFlight` requests at once; the next ones wait in a FIFO queue
 * while each of them can expect a slot within `maxQueueMs`, and never more than `maxQueue` of
 * them. Anything past that is the excess, answered at once with 503 + Retry-After. So under
 * overload the worker keeps serving at its full rate (its slots never run dry), a served
 * request waits at most `maxQueueMs` before its own service time, and the queue is bounded by
 * both a count and a time. The expected wait is measured, not configured: it is the requests
 * ahead times the typical time one holds its slot, divided by the slots. The queue in Node's
 * event loop and in the sockets is not counted there, so a loop lagging past `maxLagMs` sheds
 * too: the time a request waits before the worker even sees it stays bounded.
 */
export interface AdmissionLimits {
  /** Requests one worker serves at once. */
  maxInFlight: number;
  /** Longest a request may wait for a slot, in milliseconds. */
  maxQueueMs: number;
  /** Most requests waiting for a slot at once. */
  maxQueue: number;
  /**
   * Longest the event loop may lag (a timer firing late) before new requests are refused instead
   * of queued while every slot is busy; absent: no such limit. A lagging loop means requests already wait
   * unseen — in the socket before Node reads them, or for the CPU — beyond what the queue shows.
   */
  maxLagMs?: number;
}

export interface AdmissionLoad {
  inFlight: number;
  queued: number;
  /** Typical time a served request holds its slot (moving average, `nextServiceMs`); 0 before the first answer. */
  serviceMs: number;
  /** How late the event loop is now, in milliseconds (0 when not measured). */
  lagMs?: number;
}

/** `serve` now, `wait` in the queue for a slot, or `shed`: a fast 503. */
export type Admission = 'serve' | 'wait' | 'shed';

export function admit(load: AdmissionLoad, limits: AdmissionLimits): Admission {
  // Every slot busy and the loop late: a newcomer would wait unseen as well as in the queue. With a
  // free slot a late loop is not this worker's load (a busy machine, a GC pause): it still serves.
  if (limits.maxLagMs !== undefined && (load.lagMs ?? 0) > limits.maxLagMs && load.inFlight >= limits.maxInFlight) return 'shed';
  // Those already waiting go first, so a free slot with a queue is only the moment before it is handed on.
  if (load.inFlight < limits.maxInFlight && load.queued === 0) return 'serve';
  if (load.queued >= limits.maxQueue) return 'shed';
  return expectedWaitMs(load.queued + 1, load, limits) <= limits.maxQueueMs ? 'wait' : 'shed';
}

/** How long the request at `position` in the queue (1 = next) can expect to wait for a slot. */
export function expectedWaitMs(
  position: number,
  load: Pick<AdmissionLoad, 'serviceMs'>,
  limits: Pick<AdmissionLimits, 'maxInFlight'>,
): number {
  return (position * load.serviceMs) / limits.maxInFlight;
}

/**
 * The moving average of service time after one more answer: an exponentially weighted mean
 * (weight `weight` on the new sample), so it follows a change of load within some tens of answers.
 */
export function nextServiceMs(previousMs: number, sampleMs: number, weight = 0.1): number {
  if (previousMs <= 0) return sampleMs;
  return previousMs + weight * (sampleMs - previousMs);
}
