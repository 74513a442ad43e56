import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test.ts';
import { QuestionsAnswered } from './page-objects/questions-answered.ts';
import { withE2eDatabase } from './support/e2e-site.ts';

/**
 * "Questions answered in this article" on a real eLife research article of the samples, with
 * the questions and answers ingest built for it (extractive engine; 001 §2, §4, §8, §9; 000 §2,
 * §9): the entry and its table-of-contents anchor, the docked panel with at least 4 questions,
 * each answer's source link scrolling to its paragraph, moving focus there and highlighting the
 * passage (set, then cleared when the panel closes), the 3-star rating stored per question, and
 * under 768 px the banner with its Expand button. Axe-clean at 1366×900 and 390×844.
 */
const DOI = '10.7554/eLife.00109';
const PATH = `/doi/${DOI}`;

async function axeViolations(page: Page, ...include: string[]) {
  let builder = new AxeBuilder({ page });
  for (const selector of include) builder = builder.include(selector);
  const results = await builder.analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.help} ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}

const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

test('eLife 00109 at 1366×900: ≥ 4 questions, each source highlights its paragraph, a rating is stored, axe-clean', async ({ page }) => {
  test.slow(); // every answer's source is followed (ten on this page) on one page load
  await page.setViewportSize({ width: 1366, height: 900 });
  const qa = new QuestionsAnswered(page);
  await qa.open(PATH);
  await expect(qa.entry.getByRole('heading', { level: 2 })).toHaveText('Questions answered in this article Beta');
  await expect(qa.tocLink).toHaveAttribute('href', '#questions-and-answers');
  expect(await axeViolations(page, 'section#questions-and-answers')).toEqual([]);

  await qa.openButton.click();
  await expect(qa.dialog.getByRole('heading', { name: 'Questions answered in this article', level: 2 })).toBeVisible();
  await expect(qa.dialog).toHaveAttribute('data-shown', 'OPEN');
  await expect(qa.panels.expandButton).toBeHidden();
  await expect(qa.dialog.locator('.qa-badge')).toHaveText(['Beta']); // extractive answers: no 'Powered by GenAI'
  await expect(qa.items.first()).toBeVisible();
  const count = await qa.items.count();
  expect(count).toBeGreaterThanOrEqual(4);
  expect(await axeViolations(page, 'dialog.generic-side-panel')).toEqual([]);

  const panelLeft = (await qa.dialog.boundingBox())!.x;
  for (let i = 0; i < count; i++) {
    const item = qa.items.nth(i);
    await expect(qa.question(item)).toHaveText(/\w/);
    const answer = squash(await qa.answer(item).textContent());
    expect(answer.length).toBeGreaterThan(20);
    const source = qa.sources(item).first();
    const id = decodeURIComponent((await source.getAttribute('href'))!.replace(/^#/, ''));
    const paragraph = page.locator(`[id="${id}"]`);
    await source.click();
    // The page goes to the paragraph (beside the docked panel), focus moves there, the passage is highlighted.
    await expect(paragraph).toHaveClass(/\bqa-highlight\b/);
    await expect(qa.highlightedParagraphs).toHaveCount(1);
    await expect(paragraph).toBeFocused();
    await expect(paragraph).toBeInViewport();
    expect((await paragraph.boundingBox())!.x).toBeLessThan(panelLeft);
    const highlight = await qa.highlight(id);
    expect(highlight, `question ${i + 1}: a passage of ${id} is highlighted`).not.toBeNull();
    expect(highlight!.inside).toBe(true);
    expect(squash(highlight!.text).length).toBeGreaterThan(10);
    expect(answer).toContain(squash(highlight!.text));
    await expect(qa.dialog).toBeVisible();
  }

  // The rating (001 §9: 3 stars, 'How well does this answer the question?'), stored per question.
  const first = qa.items.first();
  const rating = qa.rating(first);
  await expect(rating.getByText('How well does this answer the question?')).toBeVisible();
  await expect(rating.getByRole('button')).toHaveCount(3);
  await rating.getByRole('button', { name: '3 stars' }).click();
  await expect(rating.getByRole('button', { name: '3 stars' })).toHaveAttribute('aria-pressed', 'true');
  await expect(rating.getByRole('button', { name: '1 star', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await expect(rating.getByRole('status')).toHaveText('Thank you for your rating.');
  const question = squash(await qa.question(first).textContent());
  const stored = await withE2eDatabase((db) =>
    db.query<{ rating: number }>(
      `SELECT r.rating FROM article_question_ratings r
         JOIN article_questions q ON q.article_id = r.article_id AND q.question_id = r.question_id
         JOIN articles a ON a.id = r.article_id
        WHERE a.doi = $1 AND q.question = $2 ORDER BY r.id DESC LIMIT 1`,
      [DOI, question],
    ),
  );
  expect(stored.rows).toEqual([{ rating: 3 }]);
  expect(await axeViolations(page, 'dialog.generic-side-panel')).toEqual([]);

  // Closing clears the highlight (001 §4 "highlight set and cleared").
  await qa.panels.closeButton.click();
  await expect(qa.dialog).toBeHidden();
  await expect(qa.highlightedParagraphs).toHaveCount(0);
  expect(await qa.highlight('questions-and-answers')).toBeNull();
  await expect(qa.openButton).toBeFocused();
});

test('eLife 00109 at 390×844: the panel is a banner with Expand; a source folds it and shows its paragraph; axe-clean', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const qa = new QuestionsAnswered(page);
  await qa.open(PATH);
  expect(await axeViolations(page, 'section#questions-and-answers')).toEqual([]);
  await qa.openButton.click();

  // Under 768 px: collapsed into a banner at the bottom with an Expand button.
  await expect(qa.dialog).toHaveAttribute('data-shown', 'COLLAPSED');
  const expand = qa.panels.expandButton;
  await expect(expand).toBeVisible();
  await expect(expand).toBeFocused();
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  await expect(qa.dialog.locator('.side-panel-banner')).toContainText('Questions answered in this article');
  await expect(qa.items.first()).toBeHidden();
  const banner = (await qa.dialog.boundingBox())!;
  expect(banner.y + banner.height).toBeCloseTo(844, 0);
  expect(banner.height).toBeLessThan(844 / 4);
  expect(await axeViolations(page, 'dialog.generic-side-panel')).toEqual([]);

  await expand.click();
  await expect(qa.dialog).toHaveAttribute('data-shown', 'OPEN');
  // The banner gives way to the whole panel, focus on its close button.
  await expect(expand).toBeHidden();
  await expect(qa.panels.closeButton).toBeFocused();
  await expect(qa.items.first()).toBeVisible();
  expect(await qa.items.count()).toBeGreaterThanOrEqual(4);
  expect(await axeViolations(page, 'dialog.generic-side-panel')).toEqual([]);

  // A source folds the panel back into its banner: the paragraph is not under it.
  const source = qa.sources(qa.items.nth(1)).first();
  const id = decodeURIComponent((await source.getAttribute('href'))!.replace(/^#/, ''));
  const paragraph = page.locator(`[id="${id}"]`);
  await source.click();
  await expect(qa.dialog).toHaveAttribute('data-shown', 'COLLAPSED');
  await expect(paragraph).toHaveClass(/\bqa-highlight\b/);
  await expect(paragraph).toBeFocused();
  await expect(paragraph).toBeInViewport();
  // Once the smooth scroll has landed, the paragraph's top is clear of the banner.
  await expect.poll(() => qa.shownAbovePanel(id)).toBe(true);
  expect((await qa.highlight(id))?.inside).toBe(true);

  // Expand again, then Escape closes the panel; the highlight is cleared.
  await expand.click();
  await expect(qa.items.first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(qa.dialog).toBeHidden();
  await expect(qa.highlightedParagraphs).toHaveCount(0);
});
