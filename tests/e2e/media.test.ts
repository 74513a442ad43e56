import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from './support/test.ts';
import { formatFileSize } from '#src/shared/article/attachments.ts';
import { pngBuffer, vttText } from '../factories/package-files.ts';

/**
 * Figures, video and downloads from an article package (spec 000 §3 Attachment, §5, §7, §9):
 * the real eLife article elife00218 plus files made here — PNG renditions of Figure 1 in three
 * sizes, a WebM recorded by the browser itself from a canvas, and WebVTT captions — ingested
 * with the CLI into the running test server's database and asset storage.
 */

const PORT = Number(process.env.E2E_PORT ?? 3107);
const ARTICLE = '/doi/10.7554/eLife.00218';
const RENDITIONS = { 'elife00218f001_lrg.png': 96, 'elife00218f001.png': 64, 'elife00218f001_ds.png': 32 } as const;

/** A short VP8 WebM: a canvas animation recorded with MediaRecorder (no downloads, no ffmpeg). */
async function recordWebm(browser: Browser): Promise<Buffer> {
  const page = await browser.newPage();
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 90;
    const g = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm;codecs=vp8' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    let frame = 0;
    const timer = setInterval(() => {
      g.fillStyle = `hsl(${(frame += 12) % 360} 80% 50%)`;
      g.fillRect(0, 0, 160, 90);
    }, 40);
    recorder.start(100);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    recorder.stop();
    await stopped;
    clearInterval(timer);
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let text = '';
    for (const b of bytes) text += String.fromCharCode(b);
    return btoa(text);
  });
  await page.close();
  return Buffer.from(base64, 'base64');
}

/** Waits until the article's enhancers (usage reporting among them) have all arrived. */
async function enhanced(page: Page): Promise<void> {
  await expect(page.locator('[data-enhanced="true"]').first()).toBeAttached();
}

async function usageEvents(page: Page): Promise<unknown[]> {
  return page.evaluate(() => (window as unknown as { __usage: unknown[] }).__usage);
}

test.describe('article package media', () => {
  test.describe.configure({ mode: 'serial' });
  let webmSize = 0;

  test.beforeAll(async ({ browser }) => {
    const dir = path.resolve(`.cache/media-package-${PORT}/elife00218`);
    await fs.rm(dir, { recursive: true, force: true });
    await fs.mkdir(dir, { recursive: true });
    await fs.copyFile('samples/elife/elife00218.xml', path.join(dir, 'elife00218.xml'));
    for (const [name, width] of Object.entries(RENDITIONS))
      await fs.writeFile(path.join(dir, name), pngBuffer(width, width / 2, [30, 90, 160]));
    const webm = await recordWebm(browser);
    webmSize = webm.length;
    await fs.writeFile(path.join(dir, 'elife00218v001.webm'), webm);
    await fs.writeFile(path.join(dir, 'elife00218v001.vtt'), vttText(['Map of the complex', 'Rotating about its axis']));
    const out = execFileSync('node', ['--import', 'tsx', 'src/ingest/cli.ts', dir], {
      env: { ...process.env, LECTERN_DATA_DIR: `.cache/e2e-data-${PORT}`, DATABASE_URL: '', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    });
    expect(out).toMatch(/failed 0/);
  });

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __usage: unknown[] };
      w.__usage = [];
      window.addEventListener('lectern:usage', (e) => w.__usage.push((e as CustomEvent).detail));
    });
  });

  test('the figure shows the high-res image (§9 order) and its full-size download', async ({ page }) => {
    await page.goto(ARTICLE);
    const figure = page.locator('figure#fig1');
    const image = figure.getByRole('img', { name: 'Figure 1.' });
    // Width and height come from the file itself, so the box is right before the image loads.
    await expect(image).toHaveAttribute('width', '96');
    await expect(image).toHaveAttribute('height', '48');
    await image.scrollIntoViewIfNeeded();
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('src', /^\/media\/.+elife00218f001_lrg\.png$/);
    // The image really loaded, and it is the 96-pixel high-res rendition, not the 64 or 32 one.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(96);
    await expect(figure.getByText('Figure 1.', { exact: true })).toBeVisible();

    await enhanced(page);
    const link = figure.getByRole('link', { name: 'Download full-size image', exact: true });
    const download = page.waitForEvent('download');
    await link.click();
    expect((await download).suggestedFilename()).toBe('elife00218f001_lrg.png');
    await expect
      .poll(() => usageEvents(page))
      .toContainEqual({
        currObj: 'MiamiCaptionURL',
        activity: 'requestPage',
        MMCType: 'png',
        eid: expect.stringMatching(/elife00218f001_lrg\.png$/),
      });
  });

  test('the video plays in the native player with captions; play and download are reported', async ({ page }) => {
    await page.goto(ARTICLE);
    const figure = page.locator('figure#video1');
    const video = figure.locator('video');
    await expect(video).toHaveAttribute('controls', '');
    await expect(video.locator('track[kind="captions"]')).toHaveCount(1);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.cues?.length ?? 0)).toBe(2);
    await expect(page.locator('script[src*="elsevierjsplayer"]')).toHaveCount(0);

    // The usage enhancer arrives after hydration: a play before it would not be seen.
    await enhanced(page);
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
    const played = { currObj: 'MiamiMultiMediaURL', activity: 'playButton', MMCType: 'webm', eid: expect.stringMatching(/video1-webm$/) };
    await expect.poll(() => usageEvents(page)).toContainEqual(played);

    const link = figure.getByRole('link', { name: `Download video (${formatFileSize(webmSize)})`, exact: true });
    const download = page.waitForEvent('download');
    await link.click();
    expect((await download).suggestedFilename()).toBe('elife00218v001.webm');
    await expect.poll(() => usageEvents(page)).toContainEqual({ ...played, activity: 'requestmmfile' });
  });

  test('figures and players pass axe; a sample without images keeps the captioned placeholder', async ({ page }) => {
    await page.goto(ARTICLE);
    await expect(page.locator('figure#video1 video')).toBeVisible();
    const results = await new AxeBuilder({ page }).include('figure#fig1').include('figure#video1').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    // Figure 2 of the same article has no file in the package.
    await expect(page.locator('figure#fig2').getByRole('img', { name: 'Figure 2.' })).toHaveText('Image not available');

    await page.goto('/doi/10.7554/eLife.08687');
    await expect(page.locator('.article-body').getByRole('img', { name: 'Figure 1.', exact: true })).toHaveText('Image not available');
    await expect(page.locator('.article-body figure img')).toHaveCount(0);
  });
});
