import { describe, expect, it } from 'vitest';
import { coverColour, coverLines, coverSvg, whiteContrast } from './journal-cover.ts';

const rgbOf = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

describe('generated journal covers', () => {
  it.each([
    ['eLife', ['eLife']],
    ['PLoS ONE', ['PLoS ONE']],
    ['Earth and Planetary Science Letters', ['Earth and', 'Planetary', 'Science', 'Letters']],
    ['Journal of Computer and System Sciences', ['Journal of', 'Computer and', 'System', 'Sciences']],
    ['Photoacoustics', ['Photoacoustics']],
    [
      'A B C D E F G H I J K L M N O P Q R S T U V W X Y Z a b c d e f g h i j k l',
      ['A B C D E F G', 'H I J K L M N', 'O P Q R S T U', 'V W X Y Z a b', 'c d e f g h i', 'j k l'],
    ],
    [
      'one two three four five six seven eight nine ten eleven twelve thirteen fourteen',
      ['one two three', 'four five six', 'seven eight', 'nine ten', 'eleven twelve', 'thirteen…'],
    ],
  ])('wraps %j into lines', (title, lines) => {
    expect(coverLines(title)).toEqual(lines);
  });

  it.each([
    'eLife',
    'PLoS ONE',
    'Fuel',
    'Acta Materialia',
    'NeuroImage: Clinical',
    'Renewable Energy',
    'Plant Science',
    'Yellow',
    'Lime Green Journal',
    'x',
  ])('gives %j a stable colour that white text reads on at 4.5:1 or more', (title) => {
    const colour = coverColour(title);
    expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(coverColour(`  ${title.toUpperCase()} `)).toBe(colour);
    expect(whiteContrast(rgbOf(colour))).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the contrast for a thousand titles, with many different colours', () => {
    const colours = new Set<string>();
    for (let i = 0; i < 1000; i += 1) {
      const colour = coverColour(`Journal number ${i}`);
      expect(whiteContrast(rgbOf(colour))).toBeGreaterThanOrEqual(4.5);
      colours.add(colour);
    }
    expect(colours.size).toBeGreaterThan(300);
  });

  it('names the journal in the SVG and escapes its title', () => {
    const svg = coverSvg('Science & <Society> "Letters"');
    expect(svg).toContain('<title>Cover of Science &amp; &lt;Society&gt; &quot;Letters&quot;</title>');
    expect(svg).toContain('aria-label="Cover of Science &amp; &lt;Society&gt; &quot;Letters&quot;"');
    expect(svg).not.toMatch(/<Society>/);
    expect(svg).toContain(`fill="${coverColour('Science & <Society> "Letters"')}"`);
    expect(svg.match(/<tspan /g)).toHaveLength(coverLines('Science & <Society> "Letters"').length);
  });
});

describe('generated cover layout', () => {
  it.each([
    'eLife',
    'Brazilian Journal of Medical and Biological Research',
    'one two three four five six seven eight nine ten eleven twelve thirteen fourteen',
  ])('keeps every line of %j between the top mark and the bottom band', (title) => {
    const svg = coverSvg(title);
    const size = Number(/font-size="(\d+)"/.exec(svg)![1]);
    const baselines = [...svg.matchAll(/<tspan x="30" y="(\d+)">/g)].map((m) => Number(m[1]));
    expect(baselines[0]! - size).toBeGreaterThanOrEqual(60);
    expect(baselines.at(-1)! + size * 0.25).toBeLessThanOrEqual(320);
  });
});
