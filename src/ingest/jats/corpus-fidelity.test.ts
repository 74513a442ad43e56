import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { articleModelSchema } from '#src/shared/article/content-model.ts';
import { isValidPii } from '#src/shared/identifiers/pii.ts';
import { countModel } from '#src/shared/article/model-stats.ts';
import { parseXml } from '../xml/parse-xml.ts';
import { countJatsSource } from './count-jats-source.ts';
import { mapJats } from './map-jats.ts';

/**
 * Acceptance: every JATS article of the shared corpus (eLife and PLOS) maps to a valid model
 * with the same sections, paragraphs, figures, tables, display formulas, references,
 * authors and footnotes as its XML. Skipped where the corpus is not checked out.
 */
const CORPUS = path.resolve(process.cwd(), '../shared/corpus/jats');

function corpusFiles(): string[] {
  if (!existsSync(CORPUS)) return [];
  return readdirSync(CORPUS, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.xml'))
    .sort()
    .map((f) => path.join(CORPUS, f));
}

describe.skipIf(!existsSync(CORPUS))('JATS corpus fidelity', () => {
  const files = corpusFiles();

  it('has the corpus files', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  // Derived PIIs must not collide within the corpus (an article's PII is its key).
  const piiOwner = new Map<string, string>();

  it.each(files.map((f) => [path.relative(CORPUS, f), f]))('%s', (name, file) => {
    const root = parseXml(readFileSync(file, 'utf8'));
    const model = articleModelSchema.parse(mapJats(root, { fileName: file }));
    expect(countModel(model)).toEqual(countJatsSource(root));
    expect(isValidPii(model.pii)).toBe(true);
    expect(piiOwner.get(model.pii) ?? name, `PII ${model.pii} is also derived for ${piiOwner.get(model.pii)}`).toBe(name);
    piiOwner.set(model.pii, name);
  });
});
