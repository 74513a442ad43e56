/**
 * The generated cover of a journal without a publisher's cover (README "Journal pages"): an SVG
 * made from the title, on a colour derived from it, so every journal keeps its own colour
 * across pages and restarts. White title text keeps at least 4.5:1 contrast (WCAG 2.2 AA).
 */
export const COVER_WIDTH = 300;
export const COVER_HEIGHT = 400;
const MIN_CONTRAST = 4.5;
const LINE_CHARS = 14;
const MAX_LINES = 6;
/** The title's box: below the top mark, above the bottom band. */
const TEXT_TOP = 70;
const TEXT_BOX = 240;

/** 32-bit FNV-1a: a stable hash of the title, the same in every process. */
function fnv1a(value: string): number {
  let hash = 0x811c9dc5;
  for (const ch of value) {
    hash ^= ch.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0), f(8), f(4)].map((v) => Math.round(v * 255)) as [number, number, number];
}

/** WCAG relative luminance of an sRGB colour. */
export function luminance([r, g, b]: readonly [number, number, number]): number {
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** Contrast ratio of white on the colour. */
export function whiteContrast(rgb: readonly [number, number, number]): number {
  return 1.05 / (luminance(rgb) + 0.05);
}

const hex = (rgb: readonly number[]) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

/** The title's colour as `#rrggbb`: its hue from the title, dark enough for white text. */
export function coverColour(title: string): string {
  const hash = fnv1a(title.trim().toLowerCase());
  const hue = hash % 360;
  const saturation = 0.35 + ((hash >>> 9) % 30) / 100;
  let lightness = 0.34;
  let rgb = hslToRgb(hue, saturation, lightness);
  while (whiteContrast(rgb) < MIN_CONTRAST) {
    lightness -= 0.02;
    rgb = hslToRgb(hue, saturation, lightness);
  }
  return hex(rgb);
}

/** The title in lines of about 14 characters (a longer word keeps its own line), at most six. */
export function coverLines(title: string): string[] {
  const lines: string[] = [];
  for (const word of title.trim().split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= LINE_CHARS) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= MAX_LINES) return lines;
  const kept = lines.slice(0, MAX_LINES);
  kept[MAX_LINES - 1] = `${kept[MAX_LINES - 1]!.replace(/[\s.,:;]+$/, '')}…`;
  return kept;
}

const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** The generated cover as an SVG document (its title element names the journal). */
export function coverSvg(title: string): string {
  const lines = coverLines(title);
  const longest = Math.max(...lines.map((l) => [...l].length), 1);
  // About 0.55 em per character fits the widest line in 240 units, and the lines fit between the
  // top mark (y 60) and the bottom band (y 320); never larger than 40.
  const size = Math.min(40, Math.floor(240 / (longest * 0.55)), Math.floor(TEXT_BOX / (lines.length * 1.2)));
  const lineHeight = Math.round(size * 1.2);
  const block = (lines.length - 1) * lineHeight + size;
  const top = TEXT_TOP + (TEXT_BOX - block) / 2 + size;
  const text = lines.map((line, i) => `<tspan x="30" y="${Math.round(top + i * lineHeight)}">${escapeXml(line)}</tspan>`).join('');
  const name = escapeXml(`Cover of ${title.trim()}`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" role="img" aria-label="${name}">` +
    `<title>${name}</title>` +
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="${coverColour(title)}"/>` +
    `<rect x="30" y="40" width="60" height="6" fill="#ffffff" opacity="0.85"/>` +
    `<rect x="0" y="330" width="${COVER_WIDTH}" height="70" fill="#000000" opacity="0.18"/>` +
    `<text font-family="Georgia, 'Times New Roman', serif" font-size="${size}" font-weight="700" fill="#ffffff">${text}</text>` +
    `</svg>`
  );
}
