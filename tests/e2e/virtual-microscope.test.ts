import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test.ts';

/**
 * The virtual microscope (spec 000 §1, §2 "a virtual microscope viewer link with parameters data,
 * signature and time", §3 app VM; ADR 006) on the samples' fixture: the eLife Insight 19405
 * package's image "Membrane invagination projecting towards one centriole" delivered at 4800 ×
 * 4531 px (samples/packages/elife-19405/elife-19405-inf1-hires.tif), cut into a Deep Zoom
 * pyramid when the e2e site ingested the samples.
 */
const ARTICLE = '/doi/10.7554/eLife.19405';
const TILE = /\/media\/[^/]+-dzi_files\/\d+\/\d+_\d+\.jpeg$/;

test.describe('virtual microscope', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the article lists its deep-zoom image; the signed link opens OpenSeadragon, tiles load, axe-clean; a tampered link is refused', async ({
    page,
    request,
  }) => {
    const enriched = page.waitForResponse((r) => r.url().includes('/enriched-content'));
    await page.goto(ARTICLE);
    expect((await enriched).status()).toBe(200);
    const section = page.getByRole('region', { name: 'Virtual microscope' });
    const link = section.getByRole('link', { name: 'Open Image 1 in the virtual microscope' });
    await expect(link).toBeVisible();
    await expect(section).toContainText('4,800 × 4,531 pixels');
    const href = (await link.getAttribute('href'))!;
    const url = new URL(href, page.url());
    expect(url.pathname).toBe('/virtual-microscope');
    expect([...url.searchParams.keys()].sort()).toEqual(['data', 'signature', 'time']);

    const tile = page.waitForResponse((r) => TILE.test(new URL(r.url()).pathname));
    const response = await page.goto(url.toString());
    expect(response?.status()).toBe(200);
    const tileResponse = await tile;
    expect(tileResponse.status()).toBe(200);
    expect(tileResponse.headers()['content-type']).toBe('image/jpeg');
    expect(tileResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    await expect(page.getByRole('heading', { level: 1, name: 'Virtual microscope: Image 1' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cellular fingers take hold' })).toHaveAttribute('href', /\/science\/article\/pii\//);
    await expect(page.locator('.virtual-microscope')).toHaveAttribute('data-status', 'open');
    // OpenSeadragon's canvas drawer has painted tiles: the pixel at the centre is opaque.
    const canvas = page.locator('.deep-zoom__area canvas').first();
    await expect
      .poll(() =>
        canvas.evaluate((c: HTMLCanvasElement) => {
          const ctx = c.getContext('2d');
          return ctx ? ctx.getImageData(Math.floor(c.width / 2), Math.floor(c.height / 2), 1, 1).data[3] : 0;
        }),
      )
      .toBe(255);
    // Keyboard: the image area is a named, focusable application region; the toolbar buttons work.
    const area = page.getByRole('application', { name: /^Image 1\. Arrow keys pan/ });
    await area.focus();
    await expect(area).toBeFocused();
    const deeper = page.waitForResponse((r) => TILE.test(new URL(r.url()).pathname) && r.status() === 200);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await deeper;
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    // Tampered: one character of the signature changed. A browser gets a page, an API client a problem document.
    const signature = url.searchParams.get('signature')!;
    const tampered = new URL(url);
    tampered.searchParams.set('signature', (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1));
    const refused = await page.goto(tampered.toString());
    expect(refused?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'This virtual microscope link cannot be opened' })).toBeVisible();
    await expect(page.getByText('its signature does not match its data and time')).toBeVisible();
    const refusedAxe = await new AxeBuilder({ page }).analyze();
    expect(refusedAxe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    const problem = await request.get(tampered.toString(), { headers: { Accept: 'application/json' } });
    expect(problem.status()).toBe(403);
    expect(problem.headers()['content-type']).toContain('application/problem+json');
    expect((await problem.json()).detail).toMatch(/^The virtual microscope link is not valid/);
    // Another image named in the data, under the original signature: refused too.
    const otherData = new URL(url);
    otherData.searchParams.set('data', Buffer.from(JSON.stringify({ p: 'S2050084X16194050', e: 'another-dzi' })).toString('base64url'));
    expect((await request.get(otherData.toString(), { headers: { Accept: 'application/json' } })).status()).toBe(403);
    const malformed = await request.get('/virtual-microscope?data=x', { headers: { Accept: 'application/json' } });
    expect(malformed.status()).toBe(400);
  });
});
