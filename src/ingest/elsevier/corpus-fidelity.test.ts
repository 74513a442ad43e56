import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { articleModelSchema } from '#src/shared/article/content-model.ts';
import { countModel } from '#src/shared/article/model-stats.ts';
import { parseXml } from '../xml/parse-xml.ts';
import { countElsevierSource } from './count-elsevier-source.ts';
import { mapElsevier } from './map-elsevier.ts';

/**
 * Every Elsevier file of the shared corpus maps to a valid model with the same number of
 * sections, paragraphs, figures, tables, formulas, references, authors and footnotes as its
 * XML. The corpus sits beside the checkout; without it this suite is skipped.
 */
const dir = path.resolve(process.cwd(), '../shared/corpus/elsevier');
const files = existsSync(dir)
  ? readdirSync(dir)
      .filter((f) => f.endsWith('.norm-xml'))
      .sort()
  : [];

describe.skipIf(!existsSync(dir))('Elsevier corpus fidelity', () => {
  it('has files to check', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s', (file) => {
    const root = parseXml(readFileSync(path.join(dir, file), 'utf8'));
    const model = articleModelSchema.parse(mapElsevier(root, { fileName: file }));
    expect(model.pii).toBe(file.replace(/\.norm-xml$/, ''));
    expect({ file, ...countModel(model) }).toEqual({ file, ...countElsevierSource(root) });
    expect(model.warnings).toEqual([]);
  });
});
