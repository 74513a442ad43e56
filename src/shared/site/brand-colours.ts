/**
 * The publisher's primary colour and the shades derived from it (docs/design-system.md), chosen
 * so that every use keeps WCAG 2.2 AA contrast (1.4.3: 4.5:1 for text) in the light and the dark
 * scheme: text on a primary button, primary-coloured links on the page, the hover shade.
 */

/** The demo's own primary colour (README "Configuration", LECTERN_PRIMARY_COLOR). */
export const DEFAULT_PRIMARY_COLOR = '#0b57a4';

/** WCAG 2.2 1.4.3 minimum for body text. */
export const AA_TEXT_CONTRAST = 4.5;

/**
 * The backgrounds and text colours of src/web/styles/tokens.css the shades must hold against:
 * links sit on the page, on surfaces, raised surfaces (popovers, dialogs) and the subtle primary,
 * success and warning backgrounds (banners, notices); text on primary
 * is white or the text colour. A test keeps these equal to tokens.css.
 */
export const SCHEME_COLOURS = {
  light: { backgrounds: ['#ffffff', '#f5f6f7', '#eef4fb', '#eef7f1', '#fff8e5'], text: '#1f1f1f' },
  dark: { backgrounds: ['#121417', '#1c1f24', '#22262c', '#16263a', '#13291b', '#2e2710'], text: '#e8eaed' },
} as const;

export interface BrandColours {
  /** The configured colour, lower case #rrggbb: buttons' background, accents. */
  primary: string;
  /** Button hover/active background: a step further from the text on it. */
  primaryHover: string;
  /** Text and icons on primary (white or the light scheme's text colour). */
  onPrimary: string;
  /** Links and primary-coloured text on the light scheme's backgrounds. */
  linkLight: string;
  /** Links and primary-coloured text on the dark scheme's backgrounds. */
  linkDark: string;
}

export type BrandColourResult = { ok: true; colours: BrandColours } | { ok: false; message: string };

type Rgb = readonly [number, number, number];

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#rgb` or `#rrggbb` → [r, g, b] (0–255); null for anything else. */
export function parseHexColour(value: string): Rgb | null {
  const m = HEX.exec(value.trim());
  if (!m) return null;
  const hex = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;
}

export function hexOf(rgb: Rgb): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** WCAG relative luminance. */
export function relativeLuminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours (1–21). */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(parseHexColour(a)!);
  const lb = relativeLuminance(parseHexColour(b)!);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** `rgb` moved `amount` (0–1) of the way towards `target`. */
function mix(rgb: Rgb, target: Rgb, amount: number): Rgb {
  return rgb.map((c, i) => c + (target[i]! - c) * amount) as unknown as Rgb;
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** The least mix of `rgb` towards `target` whose contrast with every background reaches `min` (null if even the target fails). */
function shadeReaching(rgb: Rgb, target: Rgb, backgrounds: readonly string[], min: number): string | null {
  for (let step = 0; step <= 100; step += 1) {
    const hex = hexOf(mix(rgb, target, step / 100));
    if (backgrounds.every((bg) => contrastRatio(hex, bg) >= min)) return hex;
  }
  return null;
}

function ratio(n: number): string {
  return `${(Math.floor(n * 100) / 100).toFixed(2)}:1`;
}

/**
 * The shades of a configured primary colour, or why it cannot be used: text on it (white, or
 * the light scheme's text colour) must reach 4.5:1, else the message names both ratios and the
 * nearest darker colour that works.
 */
export function deriveBrandColours(value: string): BrandColourResult {
  const rgb = parseHexColour(value);
  if (!rgb) return { ok: false, message: `"${value}" is not a colour: give a hex colour such as ${DEFAULT_PRIMARY_COLOR}` };
  const primary = hexOf(rgb);
  const onWhite = contrastRatio('#ffffff', primary);
  const onText = contrastRatio(SCHEME_COLOURS.light.text, primary);
  if (Math.max(onWhite, onText) < AA_TEXT_CONTRAST) {
    const darker = shadeReaching(rgb, BLACK, ['#ffffff'], AA_TEXT_CONTRAST);
    return {
      ok: false,
      message:
        `${primary} cannot carry text at WCAG AA: white text on it has ${ratio(onWhite)} and dark text (${SCHEME_COLOURS.light.text}) ${ratio(onText)}, ` +
        `both under ${AA_TEXT_CONTRAST}:1. Choose a darker colour (such as ${darker}) or a lighter one.`,
    };
  }
  const whiteText = onWhite >= onText;
  const onPrimary = whiteText ? '#ffffff' : SCHEME_COLOURS.light.text;
  // Hover moves away from the text colour, so the text on it only gains contrast.
  const primaryHover = hexOf(mix(rgb, whiteText ? BLACK : WHITE, 0.2));
  const linkLight = shadeReaching(rgb, BLACK, SCHEME_COLOURS.light.backgrounds, AA_TEXT_CONTRAST)!;
  const linkDark = shadeReaching(rgb, WHITE, SCHEME_COLOURS.dark.backgrounds, AA_TEXT_CONTRAST)!;
  return { ok: true, colours: { primary, primaryHover, onPrimary, linkLight, linkDark } };
}

/** The custom properties that carry the brand (overriding tokens.css), light and dark. */
export function brandColourCss(c: BrandColours): string {
  return (
    `:root{--color-primary:${c.primary};--color-primary-hover:${c.primaryHover};--color-on-primary:${c.onPrimary};--color-link:${c.linkLight}}` +
    `@media (prefers-color-scheme: dark){:root{--color-link:${c.linkDark}}}`
  );
}
