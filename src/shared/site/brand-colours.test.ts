import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AA_TEXT_CONTRAST,
  brandColourCss,
  contrastRatio,
  DEFAULT_PRIMARY_COLOR,
  deriveBrandColours,
  parseHexColour,
  SCHEME_COLOURS,
  type BrandColours,
} from './brand-colours.ts';

describe('parseHexColour', () => {
  it.each([
    ['#0b57a4', [11, 87, 164]],
    ['#FFF', [255, 255, 255]],
    [' #abc ', [170, 187, 204]],
    ['0b57a4', null],
    ['#12345', null],
    ['blue', null],
    ['#0b57a4ff', null],
  ])('%s', (value, expected) => expect(parseHexColour(value)).toEqual(expected));
});

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#767676', '#ffffff', 4.54],
    ['#0b57a4', '#ffffff', 7.21],
  ])('%s on %s', (a, b, ratio) => expect(contrastRatio(a, b)).toBeCloseTo(ratio, 1));
});

describe('deriveBrandColours', () => {
  it.each(['#0b57a4', '#2e7d32', '#ffcc00', '#e9711c', '#7b1fa2', '#000000', '#ffffff', '#00a3e0', '#c8102e'])(
    '%s: every derived text pair reaches AA in both schemes',
    (colour) => {
      const result = deriveBrandColours(colour);
      if (!result.ok) throw new Error(result.message);
      const c = result.colours;
      expect(contrastRatio(c.onPrimary, c.primary)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      expect(contrastRatio(c.onPrimary, c.primaryHover)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      for (const bg of SCHEME_COLOURS.light.backgrounds) expect(contrastRatio(c.linkLight, bg)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      for (const bg of SCHEME_COLOURS.dark.backgrounds) expect(contrastRatio(c.linkDark, bg)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    },
  );

  it('keeps a colour that already works as the light link, and picks the text colour with more contrast', () => {
    expect(deriveBrandColours('#0b57a4')).toEqual({
      ok: true,
      colours: { primary: '#0b57a4', primaryHover: '#094683', onPrimary: '#ffffff', linkLight: '#0b57a4', linkDark: '#6092c4' },
    });
    expect(deriveBrandColours('#FC0')).toMatchObject({
      ok: true,
      colours: { primary: '#ffcc00', onPrimary: '#1f1f1f', linkLight: '#876c00' },
    });
  });

  it.each([
    [
      '#808080',
      '#808080 cannot carry text at WCAG AA: white text on it has 3.94:1 and dark text (#1f1f1f) 4.17:1, both under 4.5:1. Choose a darker colour (such as #767676) or a lighter one.',
    ],
    [
      '#7a7a7a',
      '#7a7a7a cannot carry text at WCAG AA: white text on it has 4.29:1 and dark text (#1f1f1f) 3.84:1, both under 4.5:1. Choose a darker colour (such as #767676) or a lighter one.',
    ],
    ['red', '"red" is not a colour: give a hex colour such as #0b57a4'],
  ])('refuses %s with the reason', (colour, message) => expect(deriveBrandColours(colour)).toEqual({ ok: false, message }));

  it('the suggested darker colour is itself accepted', () => {
    const refused = deriveBrandColours('#2e8b57');
    expect(refused.ok).toBe(false);
    const suggestion = /such as (#[0-9a-f]{6})/.exec((refused as { message: string }).message)![1]!;
    expect(deriveBrandColours(suggestion).ok).toBe(true);
  });
});

describe('tokens.css', () => {
  const tokens = readFileSync(path.join(import.meta.dirname, '../../web/styles/tokens.css'), 'utf8');
  const [light, dark] = tokens.split('@media (prefers-color-scheme: dark)') as [string, string];
  const value = (block: string, name: string) => new RegExp(`${name}:\\s*(#[0-9a-f]{6})`).exec(block)?.[1];

  it('holds the demo brand derived from the default primary colour', () => {
    const { colours } = deriveBrandColours(DEFAULT_PRIMARY_COLOR) as { ok: true; colours: BrandColours };
    expect([
      value(light, '--color-primary'),
      value(light, '--color-primary-hover'),
      value(light, '--color-on-primary'),
      value(light, '--color-link'),
      value(dark, '--color-link'),
    ]).toEqual([colours.primary, colours.primaryHover, colours.onPrimary, colours.linkLight, colours.linkDark]);
  });

  it('has the backgrounds and text colours the derivation checks against', () => {
    expect([
      value(light, '--color-bg'),
      value(light, '--color-surface'),
      value(light, '--color-primary-subtle'),
      value(light, '--color-success-subtle'),
      value(light, '--color-warning-subtle'),
      value(light, '--color-text'),
    ]).toEqual([...SCHEME_COLOURS.light.backgrounds, SCHEME_COLOURS.light.text]);
    expect([
      value(dark, '--color-bg'),
      value(dark, '--color-surface'),
      value(dark, '--color-surface-raised'),
      value(dark, '--color-primary-subtle'),
      value(dark, '--color-success-subtle'),
      value(dark, '--color-warning-subtle'),
      value(dark, '--color-text'),
    ]).toEqual([...SCHEME_COLOURS.dark.backgrounds, SCHEME_COLOURS.dark.text]);
  });

  it.each([
    [
      'light',
      () => light,
      [
        '--color-text',
        '--color-muted',
        '--color-link',
        '--color-link-visited',
        '--color-danger',
        '--color-success',
        '--color-warning-text',
        '--color-oa-text',
      ],
    ],
    [
      'dark',
      () => dark,
      [
        '--color-text',
        '--color-muted',
        '--color-link',
        '--color-link-visited',
        '--color-danger',
        '--color-success',
        '--color-warning-text',
        '--color-oa-text',
      ],
    ],
  ] as const)('%s scheme: text colours reach 4.5:1 on the page, surfaces and raised surfaces', (_scheme, block, names) => {
    const backgrounds = ['--color-bg', '--color-surface', '--color-surface-raised'].map((n) => value(block(), n) ?? value(light, n)!);
    for (const name of names)
      for (const bg of backgrounds)
        expect(contrastRatio(value(block(), name)!, bg), `${name} on ${bg}`).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it('the focus ring and control borders reach 3:1 on the page in both schemes', () => {
    for (const block of [light, dark]) {
      expect(contrastRatio(value(block, '--color-focus')!, value(block, '--color-bg')!)).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(value(block, '--color-border-strong')!, value(block, '--color-bg')!)).toBeGreaterThanOrEqual(3);
    }
  });

  it('brandColourCss overrides the brand properties, the link again for the dark scheme', () => {
    const { colours } = deriveBrandColours('#2e7d32') as { ok: true; colours: Parameters<typeof brandColourCss>[0] };
    expect(brandColourCss(colours)).toBe(
      ':root{--color-primary:#2e7d32;--color-primary-hover:#256428;--color-on-primary:#ffffff;--color-link:#2e7d32}@media (prefers-color-scheme: dark){:root{--color-link:#609c63}}',
    );
  });
});
