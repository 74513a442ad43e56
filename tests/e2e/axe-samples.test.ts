import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test.ts';
import { descendants, parseXml, textContent } from '../../src/ingest/xml/parse-xml.ts';

/**
 * Every sample article page, as served, has no serious or critical axe violation (WCAG 2.2 AA,
 * ARCHITECTURE.md "Testing"). The 810-reference PLOS article, the MathML eLife 08687 and the Elsevier
 * S0960148113002048 are checked the same way in article-page.test.ts (each page once).
 *
 * Every rule runs here but the two that compare colours: colour contrast, and link-in-text-block
 * (a link in running text told apart from the words around it by more than its colour). Both are
 * properties of the stylesheet, not of the article's markup (content carries no colours of its
 * own: the sanitiser keeps no style), and both are checked with every other rule on the three
 * pages above, on a package article and a search page in both colour schemes
 * (design-system.test.ts). They are also most of an axe run's time on a large page (contrast
 * three quarters; of the rest, link-in-text-block about half on a page with hundreds of
 * citation links), time these 60 pages would spend finding nothing new.
 */
const SAMPLES = path.resolve('samples');
const CHECKED_ELSEWHERE = new Set(['journal.pone.0012262.xml', 'elife08687.xml', 'S0960148113002048.norm-xml']);

function pagePath(file: string): string {
  if (file.endsWith('.norm-xml')) return `/science/article/pii/${path.basename(file, '.norm-xml')}`;
  const root = parseXml(readFileSync(file, 'utf8'));
  const doi = descendants(root, 'article-id').find((e) => e.attrs['pub-id-type'] === 'doi');
  return `/doi/${textContent(doi)}`;
}

const files = ['elife', 'plos', 'elsevier'].flatMap((dir) =>
  readdirSync(path.join(SAMPLES, dir))
    .filter((f) => /\.(xml|norm-xml)$/.test(f) && !CHECKED_ELSEWHERE.has(f))
    .map((f) => path.join(SAMPLES, dir, f)),
);
// Article packages (samples/packages/{name}/): the one article file of each (never its MANIFEST.xml).
const PACKAGES = path.join(SAMPLES, 'packages');
files.push(
  ...readdirSync(PACKAGES).flatMap((dir) =>
    readdirSync(path.join(PACKAGES, dir))
      .filter((f) => /\.(xml|jats)$/.test(f) && f !== 'MANIFEST.xml')
      .map((f) => path.join(PACKAGES, dir, f)),
  ),
);

for (const file of files) {
  test(`axe: ${path.basename(file)}`, async ({ page }) => {
    // axe over a page with ~1,000 MathML formulas takes long on a busy 2-core machine.
    test.slow();
    const response = await page.goto(pagePath(file));
    expect(response?.status()).toBe(200);
    const results = await new AxeBuilder({ page }).disableRules(['color-contrast', 'link-in-text-block']).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(' | ')}`,
      );
    expect(serious).toEqual([]);
  });
}
