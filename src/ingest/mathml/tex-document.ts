/**
 * The formula inside a JATS <tex-math>. PubMed Central's convention (used by SciELO, BMC,
 * Springer and others) wraps each formula in a whole LaTeX document:
 * `\documentclass{minimal} \usepackage{amsmath} … \begin{document} $$…$$ \end{document}`.
 * The math is what sits between \begin{document} and \end{document}, without its `$`, `$$`,
 * `\[ \]`, `\( \)` or equation environment; the preamble is ignored except for the macros it
 * defines. Environments that number equations or need display mode (align, gather, eqnarray …)
 * become their unnumbered forms that temml draws both inline and in display: the JATS label
 * numbers the formula, not the TeX.
 */

export interface TexFormula {
  /** TeX in math mode, ready for temml. */
  tex: string;
  /** Macros the document's preamble defines (\newcommand, \def, \DeclareMathOperator). */
  macros: Record<string, string>;
}

const BEGIN_DOCUMENT = '\\begin{document}';
const END_DOCUMENT = '\\end{document}';

/** Environments that are math in text mode: the formula is what they hold. */
const MATH_ENVIRONMENTS = new Set([
  'equation',
  'equation*',
  'displaymath',
  'math',
  'align',
  'align*',
  'flalign',
  'flalign*',
  'alignat',
  'alignat*',
  'gather',
  'gather*',
  'multline',
  'multline*',
  'eqnarray',
  'eqnarray*',
]);

/** Rewrites of the math environments into forms temml draws in any mode, without numbers. */
const ENVIRONMENT_REWRITES: ReadonlyArray<[RegExp, string]> = [
  [/\\(begin|end)\{(?:equation\*?|displaymath|math)\}/g, ''],
  [/\\(begin|end)\{(?:align|flalign)\*?\}/g, '\\$1{aligned}'],
  [/\\(begin|end)\{alignat\*?\}/g, '\\$1{alignedat}'],
  [/\\(begin|end)\{(?:gather|multline)\*?\}/g, '\\$1{gathered}'],
  [/\\begin\{eqnarray\*?\}/g, '\\begin{array}{rcl}'],
  [/\\end\{eqnarray\*?\}/g, '\\end{array}'],
];

/** Page layout commands a LaTeX document may hold around its formula: not math. */
const LAYOUT =
  /\\(?:pagestyle|thispagestyle)\{[^{}]*\}|\\[vh]space\*?\{[^{}]*\}|\\(?:noindent|centering|maketitle|boldmath|unboldmath)(?![A-Za-z])|\\(?:begin|end)\{(?:center|flushleft|flushright)\}/g;

/** Commands of the packages in PubMed Central's preamble (upgreek, wasysym, textcomp …) that temml does not know. */
export const PREAMBLE_PACKAGE_MACROS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    ['Gamma', 'Delta', 'Theta', 'Lambda', 'Xi', 'Pi', 'Sigma', 'Upsilon', 'Phi', 'Psi', 'Omega'].map((g) => [
      `\\Up${g.toLowerCase()}`,
      `\\${g}`,
    ]),
  ),
  ...Object.fromEntries(['varepsilon', 'vartheta', 'varpi', 'varrho', 'varsigma', 'varphi'].map((g) => [`\\up${g}`, `\\mathrm{\\${g}}`])),
  '\\mbox': '\\text{#1}',
  '\\ensuremath': '#1',
  '\\varvec': '\\boldsymbol{#1}',
  '\\slash': '/',
  '\\textless': '<',
  '\\textgreater': '>',
  '\\textpm': '\\pm',
  '\\texttimes': '\\times',
  '\\textmu': '\\text{µ}',
  '\\textdegree': '\\text{°}',
  '\\textperthousand': '\\text{‰}',
  '\\textregistered': '\\text{®}',
  '\\textasciitilde': '\\sim',
  '\\checked': '\\text{✓}',
  '\\Square': '\\square',
  '\\XBox': '\\text{☒}',
  '\\CheckedBox': '\\text{☑}',
  '\\frownie': '\\text{☹}',
  '\\ocircle': '\\text{○}',
  '\\varangle': '\\text{∢}',
  '\\LEFTarrow': '\\text{◀}',
  '\\RIGHTarrow': '\\text{▶}',
};

/** `%` starts a comment to the end of the line, unless escaped (`\%`). */
function stripComments(s: string): string {
  return s.replace(/(^|[^\\])%[^\n]*/g, '$1');
}

/** The text of the brace group opening at `s[i]` and the index after it; undefined when unbalanced. */
function braceGroup(s: string, i: number): { text: string; end: number } | undefined {
  if (s[i] !== '{') return undefined;
  let depth = 0;
  for (let j = i; j < s.length; j++) {
    const ch = s[j];
    if (ch === '\\') j += 1;
    else if (ch === '{') depth += 1;
    else if (ch === '}' && --depth === 0) return { text: s.slice(i + 1, j), end: j + 1 };
  }
  return undefined;
}

const skipSpace = (s: string, i: number) => {
  while (i < s.length && /\s/.test(s[i]!)) i += 1;
  return i;
};

/** A command name (`\name`) at `s[i]`, braced or not. */
function commandName(s: string, i: number): { name: string; end: number } | undefined {
  const at = skipSpace(s, i);
  const group = braceGroup(s, at);
  const raw = group ? group.text.trim() : s.slice(at);
  const m = /^\\(?:[A-Za-z]+|.)/.exec(raw);
  if (!m) return undefined;
  return { name: m[0], end: group ? group.end : at + m[0].length };
}

const DEFINITION = /\\(newcommand|renewcommand|providecommand|DeclareMathOperator|def)(\*?)/g;

/** The macros a preamble defines: \newcommand (and re-/provide-), \def and \DeclareMathOperator. */
export function preambleMacros(preamble: string): Record<string, string> {
  const macros: Record<string, string> = {};
  for (const m of preamble.matchAll(DEFINITION)) {
    const [whole, kind, star] = m;
    const name = commandName(preamble, m.index + whole.length);
    if (!name) continue;
    let i = skipSpace(preamble, name.end);
    if (kind === 'def') {
      while (i < preamble.length && preamble[i] !== '{') i += 1; // the parameter text (#1#2)
    } else {
      // [number of arguments] and [default of the first]: the body's #n say how many it takes.
      while (preamble[i] === '[') i = skipSpace(preamble, preamble.indexOf(']', i) + 1 || preamble.length);
    }
    const body = braceGroup(preamble, i);
    if (!body) continue;
    macros[name.name] = kind === 'DeclareMathOperator' ? `\\operatorname${star}{${body.text}}` : body.text;
  }
  return macros;
}

interface Segment {
  math: boolean;
  text: string;
}

/** The index of the next unescaped `close` at or after `from`, or -1. */
function findClose(s: string, close: string, from: number): number {
  for (let i = from; i < s.length; i++) {
    if (s.startsWith(close, i)) return i;
    if (s[i] === '\\' && !close.startsWith('\\')) i += 1;
  }
  return -1;
}

const DELIMITERS: ReadonlyArray<[string, string]> = [
  ['$$', '$$'],
  ['\\[', '\\]'],
  ['\\(', '\\)'],
  ['$', '$'],
];

/** The document body split into text and math; an unclosed delimiter runs to the end. */
function segments(body: string): Segment[] {
  const out: Segment[] = [];
  let text = '';
  const push = (math: boolean, s: string) => {
    if (text !== '') out.push({ math: false, text });
    text = '';
    out.push({ math, text: s });
  };
  let i = 0;
  while (i < body.length) {
    const delimiter = DELIMITERS.find(([open]) => body.startsWith(open, i));
    if (delimiter) {
      const [open, close] = delimiter;
      const end = findClose(body, close, i + open.length);
      push(true, body.slice(i + open.length, end < 0 ? undefined : end));
      i = end < 0 ? body.length : end + close.length;
      continue;
    }
    const env = body.startsWith('\\begin{', i) ? /^\\begin\{([A-Za-z]+\*?)\}/.exec(body.slice(i, i + 40)) : null;
    if (env && MATH_ENVIRONMENTS.has(env[1]!)) {
      const endTag = `\\end{${env[1]}}`;
      const end = body.indexOf(endTag, i);
      push(true, body.slice(i, end < 0 ? undefined : end + endTag.length));
      i = end < 0 ? body.length : end + endTag.length;
      continue;
    }
    const step = body[i] === '\\' ? 2 : 1;
    text += body.slice(i, i + step);
    i += step;
  }
  if (text !== '') out.push({ math: false, text });
  return out;
}

/** Math in text mode → math mode: text between formulas is kept as \text{…}. */
function mathOf(body: string): string {
  const parts = segments(body);
  if (!parts.some((p) => p.math)) return body.trim();
  return parts
    .map((p) => (p.math ? p.text.trim() : p.text.trim() === '' ? '' : `\\text{${p.text.replace(/\s+/g, ' ')}}`))
    .filter((p) => p !== '')
    .join(' ');
}

/** `\unicode{x00B0}` / `\unicode{176}` (MathJax) → the character itself. */
function unicodeCommands(tex: string): string {
  return tex.replace(/\\unicode\{\s*(?:x([0-9A-Fa-f]{1,6})|(\d{1,7}))\s*\}/g, (whole, hex: string | undefined, dec: string | undefined) => {
    const code = hex ? parseInt(hex, 16) : Number(dec);
    return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole;
  });
}

/** The formula of a <tex-math>'s text: a whole LaTeX document, or TeX with or without delimiters. */
export function texFormula(raw: string): TexFormula {
  const source = stripComments(raw);
  const begin = source.indexOf(BEGIN_DOCUMENT);
  let preamble = '';
  let body = source;
  if (begin >= 0) {
    preamble = source.slice(0, begin);
    const end = source.indexOf(END_DOCUMENT, begin);
    body = source.slice(begin + BEGIN_DOCUMENT.length, end < 0 ? undefined : end);
  } else if (/\\documentclass\b/.test(source)) {
    // A preamble without a document environment: the formula follows the last preamble command.
    body = source.replace(/\\(?:documentclass|usepackage)(?:\[[^\]]*\])?\{[^{}]*\}|\\setlength\{[^{}]*\}\{[^{}]*\}/g, '');
  }
  let tex = unicodeCommands(mathOf(body.replace(LAYOUT, ' ')));
  for (const [re, to] of ENVIRONMENT_REWRITES) tex = tex.replace(re, to);
  // Springer's \user1{…} / \user2{…} (bold upright / bold italic): a digit ends no TeX command name.
  tex = tex.replace(/\\user1(?![A-Za-z])/g, '\\mathbf').replace(/\\user2(?![A-Za-z])/g, '\\boldsymbol');
  return { tex: tex.trim(), macros: preambleMacros(preamble) };
}
