import { expect, test } from './support/test.ts';
import { DESKTOP, JournalPages, PHONE } from './page-objects/journal-pages.ts';

/** README "Journal pages": the home page, a journal's page and the search filters on a phone. */
test.describe('home and journal pages', () => {
  test('the home page features the journals with covers, the latest and the most read articles', async ({ page }) => {
    const site = new JournalPages(page);
    await page.setViewportSize(DESKTOP);
    const response = await page.goto('/');
    expect(response?.headers()['cache-control']).toContain('public');
    await expect(site.heading).toHaveText('Journals and articles');
    const elife = site.journalCard('eLife');
    await expect(elife).toHaveAttribute('href', '/journal/elife');
    // Decorative inside the link (alt=""): the link's own text names the journal.
    const cover = elife.locator('img');
    await expect(cover).toHaveAttribute('alt', '');
    await cover.scrollIntoViewIfNeeded();
    await expect.poll(() => site.loaded(cover)).toBe(true);
    await expect(site.section('Journals').getByRole('listitem').filter({ hasText: 'eLife' })).toContainText('37 articles');
    await expect(site.section('Journals').getByRole('link', { name: 'Browse all journals and books' })).toBeVisible();
    expect(await site.section('Latest articles').getByRole('listitem').count()).toBe(10);
    const mostRead = site.section('Most read');
    await expect(mostRead).toContainText('Full-text views and downloads in the last 90 days');
    // Other suites' readers may or may not have been counted yet: a ranked list or the empty state.
    await expect(
      mostRead.getByRole('listitem').first().or(mostRead.getByText('No article has been read in the last 90 days.')),
    ).toBeVisible();
    expect(await site.axeAt([DESKTOP, PHONE])).toEqual([]);

    await elife.click();
    await expect(page).toHaveURL(/\/journal\/elife$/);
    await expect(site.heading).toHaveText('eLife');
  });

  test('a journal page shows its cover, profile, issues, rankings and feeds (also in the head)', async ({ page }) => {
    const site = new JournalPages(page);
    await page.setViewportSize(DESKTOP);
    await page.goto('/journal/elife');
    await expect(site.heading).toHaveText('eLife');
    const cover = page.getByRole('img', { name: 'Cover of eLife' });
    await expect.poll(() => site.loaded(cover)).toBe(true);
    await expect(page.getByRole('link', { name: 'Submit your article' })).toHaveAttribute('href', 'https://submit.lectern.demo/elife');
    await expect(site.section('Aims and scope')).toContainText('eLife publishes research in the life and biomedical sciences');
    const board = site.section('Editorial board');
    await expect(board.getByRole('heading', { name: 'Editor-in-Chief' })).toBeVisible();
    await expect(board).toContainText('Demo Editor Ada Example');
    await expect(site.section('Latest issue').getByRole('link', { name: 'Volume 5', exact: true })).toHaveAttribute(
      'href',
      '/journal/elife/vol/5',
    );
    expect(await site.section('Latest issue').getByRole('listitem').count()).toBeGreaterThan(0);
    await expect(site.section('Articles in press')).toContainText('No articles in press: every article is in a volume.');
    await expect(site.section('Most read')).toBeVisible();
    const cited = site.section('Most cited');
    await expect(
      cited
        .getByText(/^Cited by \d+$/)
        .first()
        .or(cited.getByText('No article of this journal is cited by an article on this site yet.')),
    ).toBeVisible();

    for (const [name, type, path] of [
      ['RSS feed', 'application/rss+xml', '/journal/elife/feed'],
      ['Atom feed', 'application/atom+xml', '/journal/elife/atom'],
    ] as const) {
      await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', new RegExp(`${path}$`));
      await expect(site.alternate(type)).toHaveAttribute('href', new RegExp(`^http://127\\.0\\.0\\.1:\\d+${path}$`));
      await expect(site.alternate(type)).toHaveAttribute('title', /^eLife: latest articles/);
      const feed = await page.request.get(path);
      expect(feed.status()).toBe(200);
      expect(feed.headers()['content-type']).toContain(type);
    }
    expect(await site.axeAt([DESKTOP, PHONE])).toEqual([]);

    // A journal without a profile: the generated cover, no aims, board or submission link.
    await page.goto('/journal/journal-of-open-source-education');
    await expect.poll(() => site.loaded(page.getByRole('img', { name: 'Cover of Journal of Open Source Education' }))).toBe(true);
    await expect(site.section('Aims and scope')).toHaveCount(0);
    await expect(site.section('Editorial board')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Submit your article' })).toHaveCount(0);
    await expect(site.alternate('application/rss+xml')).toHaveAttribute('href', /\/journal\/journal-of-open-source-education\/feed$/);
  });

  test('on a phone the search filters fold behind a Filters button that opens by keyboard and closes with Escape', async ({ page }) => {
    const site = new JournalPages(page);
    await page.setViewportSize(PHONE);
    await page.goto('/search?qs=cell');
    await site.hydrated();
    const button = site.filtersButton;
    const publication = page.getByLabel('Publication');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(publication).toBeHidden();
    // The first result is on the first screen, not below the filters.
    const first = page.getByRole('list', { name: 'Search results' }).getByRole('heading', { level: 2 }).first();
    expect((await first.boundingBox())!.y).toBeLessThan(PHONE.height);

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(publication).toBeVisible();
    expect(await site.axeAt([PHONE])).toEqual([]);
    await page.getByLabel('From year').focus();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await expect(publication).toBeHidden();
    await page.keyboard.press('Space');
    await expect(publication).toBeVisible();

    // Wide screens show the filters beside the results, without the button.
    expect(await site.axeAt([DESKTOP])).toEqual([]);
    await expect(button).toBeHidden();
    await expect(publication).toBeVisible();
  });
});
