import { isText, type ArticleModel, type ContentNode } from '#src/shared/article/content-model.ts';
import { previewOf } from '#src/web/ui/article-preview.ts';

/**
 * Fingerprints of an article's full text for paywall tests: 48-character windows of the body
 * paragraphs' text that the preview (src/web/ui/article-preview.ts) does not reveal. Windows
 * come from single text runs of plain characters only, so each appears verbatim wherever the
 * text is served — HTML, JSON or XML — and a miss means the text is not there.
 */
const WINDOW = 48;
const PLAIN = /^[A-Za-z0-9 ,.;:()-]+$/;

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ');
}

function textRunsOfParas(nodes: readonly ContentNode[], inPara: boolean, out: string[]): void {
  for (const n of nodes) {
    if (isText(n)) {
      if (inPara) out.push(collapse(n.text));
      continue;
    }
    if (n.type === 'mathml' || n.type === 'math') continue;
    textRunsOfParas(n.children ?? [], inPara || n.type === 'para', out);
  }
}

export function fingerprints(model: ArticleModel, max = 40): string[] {
  const revealed = collapse(JSON.stringify(previewOf(model)));
  const runs: string[] = [];
  textRunsOfParas(model.body, false, runs);
  const windows: string[] = [];
  for (const run of runs) {
    for (let i = 0; i + WINDOW <= run.length; i += WINDOW) {
      const w = run.slice(i, i + WINDOW);
      if (PLAIN.test(w) && w.trim().length === WINDOW && !revealed.includes(w)) windows.push(w);
    }
  }
  // Spread over the whole body: the first, the last and evenly between.
  if (windows.length <= max) return windows;
  return Array.from({ length: max }, (_, k) => windows[Math.round((k * (windows.length - 1)) / (max - 1))]!);
}

/** The fingerprints found in a response text (whitespace collapsed). */
export function leaked(text: string, prints: readonly string[]): string[] {
  const body = collapse(text);
  return prints.filter((p) => body.includes(p));
}
