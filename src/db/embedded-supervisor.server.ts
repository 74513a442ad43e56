import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres.server.ts';

/** What a supervisor tells the server: the database went away, or is back (maybe on another port). */
export interface DatabaseWatcher {
  down(reason: string): void;
  up(url: string): void;
}

export interface EmbeddedSupervisor {
  current(): EmbeddedDatabase;
  watch(watcher: DatabaseWatcher): void;
  stop(): Promise<void>;
}

/**
 * Keeps the embedded PostgreSQL this process started running: when its postmaster exits without
 * being asked to (killed, crashed), it is started again on the same port when that is free, else
 * on another one, retrying until it comes up. Watchers hear `down` at once and `up` with the new
 * URL, so the pool follows and nothing needs an app restart.
 */
export function superviseEmbedded(
  first: EmbeddedDatabase,
  options: { dataDir: string; log: (message: string) => void; restartDelayMs?: number; maxDelayMs?: number },
): EmbeddedSupervisor {
  const watchers: DatabaseWatcher[] = [];
  const delay0 = options.restartDelayMs ?? 500;
  const maxDelay = options.maxDelayMs ?? 5000;
  let current = first;
  let stopping = false;
  let restarting: Promise<void> | undefined;

  const restart = async (port: number) => {
    let delay = delay0;
    for (let attempt = 0; !stopping; attempt++) {
      await new Promise((r) => setTimeout(r, delay));
      if (stopping) return;
      try {
        // First the same port (workers and clients keep their URL); then any free one.
        const next = await startEmbeddedPostgres(options.dataDir, options.log, attempt === 0 ? { port } : {});
        if (stopping) {
          await next.stop();
          return;
        }
        current = next;
        options.log(`embedded PostgreSQL restarted on port ${next.port}`);
        for (const w of watchers) w.up(next.url);
        follow(next);
        return;
      } catch (e) {
        options.log(`embedded PostgreSQL did not restart yet: ${(e as Error).message}`);
        delay = Math.min(delay * 2, maxDelay);
      }
    }
  };

  const follow = (db: EmbeddedDatabase) => {
    if (!db.owned) return;
    void db.exited.then(() => {
      if (stopping || db !== current) return;
      options.log('embedded PostgreSQL stopped unexpectedly: restarting it');
      for (const w of watchers) w.down('the embedded PostgreSQL stopped');
      restarting = restart(db.port).finally(() => (restarting = undefined));
    });
  };
  follow(first);

  return {
    current: () => current,
    watch: (watcher) => void watchers.push(watcher),
    async stop() {
      stopping = true;
      await restarting;
      await current.stop();
    },
  };
}
