/**
 * `node scripts/side-by-side.js "<command>" "<command>" …`: runs the commands at once, each line
 * of their output prefixed with the command's first words, and fails when any of them fails
 * (after all have ended, so every failure is reported). `npm test` runs the database suite beside
 * the end-to-end suite this way: alone, the end-to-end suite leaves about a quarter of 2 cores idle
 * while it waits on its browser and server; beside the database suite both cores stay busy.
 */
import { spawn } from 'node:child_process';
import readline from 'node:readline';

const commands = process.argv.slice(2);
if (commands.length === 0) {
  process.stderr.write('usage: node scripts/side-by-side.js "<command>" ["<command>" …]\n');
  process.exit(2);
}

const started = Date.now();
const seconds = (ms) => `${Math.round(ms / 1000)} s`;
const labelOf = (command) => command.split(/\s+/).slice(0, 3).join(' ');

function run(command) {
  const label = labelOf(command);
  const t0 = Date.now();
  return new Promise((resolve) => {
    // A process group of its own, so an interrupted run stops all of it.
    const child = spawn(command, {
      shell: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    children.push(child);
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream }).on('line', (line) => process.stdout.write(`[${label}] ${line}\n`));
    }
    child.on('close', (code, signal) => {
      const ok = code === 0;
      process.stdout.write(`[${label}] ${ok ? 'passed' : `failed (${signal ?? `exit ${code}`})`} in ${seconds(Date.now() - t0)}\n`);
      resolve({ label, ok });
    });
  });
}

const children = [];
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already ended
      }
    }
    process.exit(130);
  });
}

const results = await Promise.all(commands.map(run));
const failed = results.filter((r) => !r.ok).map((r) => r.label);
process.stdout.write(`side by side: ${seconds(Date.now() - started)}${failed.length ? `; failed: ${failed.join(', ')}` : ''}\n`);
process.exit(failed.length ? 1 : 0);
