import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { RunOptions } from 'axe-core';

/**
 * How every axe run of the end-to-end tests works (playwright.config.ts loads this module in the
 * runner and in each worker, before any test file). The tests read `violations` only, so axe
 * builds the full report (nodes, selectors, HTML) for violations alone (`resultTypes`; passes and
 * incomplete keep one node each). On a page without frames axe runs as one `axe.run` inside the
 * page (legacy mode) instead of serialising every node's partial result to a second, blank page;
 * legacy mode would miss what is inside frames, so a page with frames keeps the default mode
 * (an article page has none until a reader asks for the bulk download: its frame is made then).
 * The rules, tags, include/exclude scopes and the violations found are unchanged; on the
 * 1,000-formula and 810-reference article pages a run is about three times faster.
 */
type Internals = { option?: RunOptions; page: Page };

const analyze = AxeBuilder.prototype.analyze;

AxeBuilder.prototype.analyze = function analyzeViolations(this: AxeBuilder) {
  const builder = this as unknown as Internals;
  builder.option = { resultTypes: ['violations'], ...builder.option };
  if (builder.page.frames().length === 1) this.setLegacyMode(true);
  return analyze.call(this);
};
