import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { isText, textOf, type ArticleModel, type ContentNode } from '#src/shared/article/content-model.ts';

/**
 * Text of a PDF as a third-party parser (pdf.js) reads it, all pages joined. The same pdf.js as
 * the figure renditions use: a second copy in the process (unpdf's bundle) registers its own
 * worker globally, and pdf.js then refuses to render ("API version … does not match the Worker").
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
    }
    return pages.join('\n');
  } finally {
    await pdf.destroy();
  }
}

/** Letters and digits only, compatibility-normalised (ligatures, math italic letters), lower case: robust to line breaks. */
export function squash(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

export function firstWords(text: string, n: number): string {
  return text.split(/\s+/).filter(Boolean).slice(0, n).join(' ');
}

/** Identifiers, numbers and operators of the article's MathML, as written in the source. */
export function mathTokens(model: ArticleModel): string[] {
  const tokens: string[] = [];
  const walk = (nodes: readonly ContentNode[] | undefined, inMath: boolean) => {
    for (const n of nodes ?? []) {
      if (isText(n)) continue;
      const tag = n.type === 'mathml' ? String(n.attrs?.tag ?? '') : '';
      if (inMath && ['mi', 'mn', 'mo', 'mtext'].includes(tag)) tokens.push(textOf(n.children));
      walk(n.children, inMath || n.type === 'math');
    }
  };
  walk(model.body, false);
  walk(model.back, false);
  for (const a of model.abstracts) walk(a.children, false);
  return tokens;
}
