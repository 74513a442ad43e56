import { existsSync } from 'node:fs';
import path from 'node:path';

export const SAMPLES_DIR = path.resolve('samples');
export const CORPUS_DIR = path.resolve('../shared/corpus');
export const hasCorpus = existsSync(CORPUS_DIR);

export function sample(relative: string): string {
  return path.join(SAMPLES_DIR, relative);
}

/** Notable sample files that tests rely on (see samples/README.md). */
export const SAMPLES = {
  elifeMath: sample('elife/elife08687.xml'),
  elife00005: sample('elife/elife00005.xml'),
  elifeLargest: sample('elife/elife06416.xml'),
  elifeMostCited: sample('elife/elife00461.xml'),
  plos810: sample('plos/journal.pone.0012262.xml'),
  elsevier: sample('elsevier/S0960148113002048.norm-xml'),
} as const;
