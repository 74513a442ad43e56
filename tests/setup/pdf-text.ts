import { extractText, getDocumentProxy } from 'unpdf';
import { isText, textOf, type ArticleModel, type ContentNode } from '#src/shared/content-model.ts';

/** Text of a PDF as a third-party parser (unpdf / pdf.js) reads it, all pages joined. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

/** Letters and digits only, compatibility-normalised (ligatures, math italic letters), lower case: robust to line breaks. */
export function squash(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
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
