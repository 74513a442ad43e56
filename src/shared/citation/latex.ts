/**
 * BibTeX values are TeX: the ten special characters are escaped so a title like
 * "100% of {A & B}_2" survives, and braces can never unbalance the entry. Everything else,
 * including non-ASCII letters, stays as UTF-8 (biber and bibtex8 read it; LaTeX needs utf8 input).
 */
const LATEX_ESCAPES: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  $: '\\$',
  '&': '\\&',
  '%': '\\%',
  '#': '\\#',
  _: '\\_',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
};

export function escapeLatex(value: string): string {
  return value.replace(/[\\{}$&%#_~^]/g, (c) => LATEX_ESCAPES[c]!);
}

/**
 * Verbatim fields (doi, url) are not TeX, so escaping would corrupt them; only the characters
 * that could break the entry's braces or a URL are percent-encoded.
 */
export function escapeVerbatim(value: string): string {
  return value.replace(/[{}\\\s]/g, (c) => encodeURIComponent(c));
}

/** ASCII letters and digits of a string, accents folded ("Kühlbrandt" → "Kuhlbrandt"), for cite keys. */
export function asciiKeyPart(value: string | undefined): string {
  return (value ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[^A-Za-z0-9]/g, '');
}
