/**
 * Work the app does for requests that needs the database (a page's loaders and render), counted
 * so a graceful shutdown closes the pool only once it is done (src/server/ops/graceful-shutdown.server.ts):
 * a client that hangs up closes its connection, not the work started for it.
 */
export interface WorkInProgress {
  /** Counts `work` until it settles; returns it. */
  track<T>(work: Promise<T>): Promise<T>;
  count(): number;
}

export function createWorkInProgress(): WorkInProgress {
  let count = 0;
  return {
    track(work) {
      count++;
      const done = () => void count--;
      work.then(done, done);
      return work;
    },
    count: () => count,
  };
}
