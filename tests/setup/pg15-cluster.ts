import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const SCRIPT = path.resolve('scripts/pg15-cluster.sh');

/** Whether Debian's PostgreSQL 15 server binaries are installed (CI installs them: .ci/run). */
export const HAS_PG15 = existsSync(path.join(process.env.PG15_BIN ?? '/usr/lib/postgresql/15/bin', 'initdb'));

/** A throwaway PostgreSQL 15 cluster (scripts/pg15-cluster.sh) that a test can restart, stop, freeze. */
export interface Pg15Cluster {
  url: string;
  /** The cluster's folder (a standby's base backup is taken from the cluster it names). */
  dir: string;
  restart(): Promise<void>;
  halt(): Promise<void>;
  resume(): Promise<void>;
  freeze(): Promise<void>;
  thaw(): Promise<void>;
  destroy(): Promise<void>;
}

/** A throwaway cluster; with `standbyOf`, a streaming replica of that running cluster (pg_basebackup -R). */
export async function startPg15Cluster(name: string, standbyOf?: Pg15Cluster): Promise<Pg15Cluster> {
  await fs.mkdir(path.resolve('.cache'), { recursive: true });
  const dir = path.resolve(`.cache/${name}-${process.pid}`);
  const script = async (cmd: string, ...more: string[]) =>
    (await run('bash', [SCRIPT, cmd, dir, ...more], { timeout: 60_000 })).stdout.trim();
  const url = standbyOf ? await script('standby', standbyOf.dir) : await script('start');
  return {
    url,
    dir,
    restart: async () => void (await script('restart')),
    halt: async () => void (await script('halt')),
    resume: async () => void (await script('resume')),
    freeze: async () => void (await script('freeze')),
    thaw: async () => void (await script('thaw')),
    destroy: async () => {
      await script('thaw').catch(() => {});
      await script('stop');
    },
  };
}
