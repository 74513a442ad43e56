import { createRequire } from 'node:module';
import pino from 'pino';

export type Logger = pino.Logger;

/**
 * The one log stream: pino JSON lines on stdout (LOG_FORMAT=json), or the same records made
 * readable for a terminal (LOG_FORMAT=pretty, through pino-pretty: a devDependency, so a
 * production install that asks for it is told what is missing).
 */
export function createLogger(level: string, format: 'json' | 'pretty' = 'json'): Logger {
  const options = { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime };
  if (format === 'json') return pino(options);
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
  } catch {
    throw new Error('LOG_FORMAT=pretty needs pino-pretty, a devDependency (npm install); use LOG_FORMAT=json in production');
  }
  return pino(
    options,
    pino.transport({ target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } }),
  );
}
