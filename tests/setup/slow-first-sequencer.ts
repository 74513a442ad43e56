import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest runs the files it has no timings for (every file on a fresh clone, as in CI) largest
 * first; a short file can take the longest (it ingests the whole corpus), and when it starts
 * last its worker runs alone at the end while the other waits. These files, the longest of the
 * database suite, start first, longest first; the rest keep Vitest's order.
 */
const SLOW_FIRST = [
  'tests/db/questions-corpus.test.ts',
  'tests/db/paywall.test.ts',
  'tests/db/topics-incremental.test.ts',
  'tests/db/pdf-downloads.test.ts',
  'tests/db/ingest-samples.test.ts',
];

function rank(spec: TestSpecification): number {
  const i = SLOW_FIRST.findIndex((file) => spec.moduleId.endsWith(file));
  return i < 0 ? SLOW_FIRST.length : i;
}

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((spec, i) => ({ spec, i }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.i - b.i)
      .map(({ spec }) => spec);
  }
}
