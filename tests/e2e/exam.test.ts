import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test.ts';
import { ingestPaths } from '#src/ingest/ingest-paths.server.ts';
import { sampleWithExam } from '../setup/exam-fixtures.ts';
import { e2ePool } from './support/e2e-site.ts';

/**
 * The Exam section after the body (001 §1, §7) on its fixture: eLife 01345 (a real sample)
 * with the crafted JATS exam of tests/fixtures/exam/jats-exam-sec.xml, ingested into the
 * e2e site. Questions, choices, and behind "Show answer" the correct choice and explanation.
 */
test.beforeAll(async () => {
  const pool = await e2ePool();
  try {
    const summary = await ingestPaths(pool, [sampleWithExam('jats')], {
      maxBytes: 20 * 1024 * 1024,
      refreshTopics: false,
      refreshRecommendations: false,
    });
    expect(summary.failures).toEqual([]);
  } finally {
    await pool.end();
  }
});

test('eLife 01345 with its exam fixture shows the Exam section after the body; answers are revealed on demand', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (/\/exam(\?|$)/.test(r.url())) asked.push(new URL(r.url()).search);
  });
  await page.goto('/doi/10.7554/eLife.01345');
  const exam = page.getByRole('region', { name: 'Exam' });
  await expect(exam.getByRole('heading', { name: 'Exam', level: 2 })).toBeVisible();
  // After the body: the section follows the article element.
  expect(
    await exam.evaluate((s) =>
      Boolean(document.querySelector('article.article')!.compareDocumentPosition(s) & Node.DOCUMENT_POSITION_FOLLOWING),
    ),
  ).toBe(true);
  expect(asked).toHaveLength(1);
  expect(asked[0]).toMatch(/^\?entitledToken=.+/);
  const questions = exam.locator('.exam-question');
  await expect(questions).toHaveCount(2);
  const first = questions.first();
  await expect(first.locator('.exam-question__text')).toHaveText(
    'Which particles does MicroED use to record diffraction from protein microcrystals?',
  );
  await expect(first.locator('.exam-question__options li')).toHaveText(['X-ray photons', 'Electrons', 'Neutrons']);
  const answer = first.getByText('Answer: B. Electrons');
  await expect(answer).toBeHidden();
  await first.getByText('Show answer').click();
  await expect(answer).toBeVisible();
  await expect(first.getByText('Electrons interact strongly with matter')).toBeVisible();
  // The keyboard opens the second one.
  await questions.nth(1).locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(questions.nth(1).getByText('Answer: B. To limit radiation damage to the crystal')).toBeVisible();
  const results = await new AxeBuilder({ page }).include('section.exam-section').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('an article without an exam has no Exam section and never asks for one', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (/\/exam(\?|$)/.test(r.url())) asked.push(r.url());
  });
  await page.goto('/doi/10.7554/eLife.00005');
  await expect(page.locator('article.article[data-enhanced="true"]')).toBeAttached();
  await expect(page.getByRole('region', { name: 'Exam' })).toHaveCount(0);
  expect(asked).toEqual([]);
});
