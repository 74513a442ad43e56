import { questionsAndAnswersResponseSchema, type QuestionAndAnswer } from '#src/shared/qa/qa-contract.ts';
import { passageRange } from '#src/web/features/side-panel/passage-range.ts';
import { QA_BETA_BADGE, QA_GENAI_BADGE, QA_RATING_PROMPT, QA_RATING_STARS, starLabel } from '#src/web/ui/qa-page.ts';
import { hashScrollTop } from '#src/web/ui/page-navigation.ts';
import { el } from './dom.ts';
import type { PanelRenderContext } from './side-panel.ts';
import { fetchSectionJson } from '../../ui/use-section-data.ts';

/**
 * The "Questions answered in this article" panel's content (001 §2, §4, §8, §9), loaded as its
 * own chunk when the panel first opens. Each answer lists its sources; selecting one scrolls
 * to its paragraph, moves focus there and highlights the passage (the highlight is set, and
 * cleared when another source is chosen or the panel closes); under 768 px the panel folds into
 * its banner first, so the passage is not under it. Each answer can be rated with 1–3 stars. Failures
 * (loading, rating) are silently ignored (001 §8).
 */
const HIGHLIGHT = 'qa-passage';
const PARAGRAPH_CLASS = 'qa-highlight';

interface HighlightState {
  paragraph_id: string;
  passage: string;
}

/** One highlight on the page at a time. */
function highlighter(doc: Document) {
  let current: HighlightState | null = null;
  const win = doc.defaultView!;
  const registry = (win as unknown as { CSS?: { highlights?: Map<string, unknown> } }).CSS?.highlights;
  const HighlightCtor = (win as unknown as { Highlight?: new (...ranges: Range[]) => unknown }).Highlight;
  return {
    get current() {
      return current;
    },
    clear() {
      if (current) doc.getElementById(current.paragraph_id)?.classList.remove(PARAGRAPH_CLASS);
      registry?.delete(HIGHLIGHT);
      current = null;
    },
    set(state: HighlightState): HTMLElement | null {
      this.clear();
      const paragraph = doc.getElementById(state.paragraph_id);
      if (!paragraph) return null;
      current = state;
      paragraph.classList.add(PARAGRAPH_CLASS);
      const walker = doc.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
      const nodes: Text[] = [];
      for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
      const at = passageRange(nodes.map((n) => n.data), state.passage);
      if (at && registry && HighlightCtor) {
        const range = doc.createRange();
        range.setStart(nodes[at.startNode]!, at.startOffset);
        range.setEnd(nodes[at.endNode]!, at.endOffset);
        registry.set(HIGHLIGHT, new HighlightCtor(range));
      }
      return paragraph;
    },
  };
}
type Highlighter = ReturnType<typeof highlighter>;

function sectionName(doc: Document, sectionId: string): string {
  const heading = sectionId ? doc.getElementById(sectionId)?.querySelector('h2, h3, h4, h5, h6') : null;
  return heading?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

function sourceLinks(ctx: PanelRenderContext, qa: QuestionAndAnswer, highlights: Highlighter): HTMLElement | null {
  const { doc } = ctx;
  const items = qa.paragraphs
    .filter((p) => doc.getElementById(p.paragraph_id))
    .map((p, i) => {
      const section = sectionName(doc, p.section_id);
      const link = el(doc, 'a', { className: 'qa-source', text: section ? `Source ${i + 1}: ${section}` : `Source ${i + 1} in the article`, attrs: { href: `#${p.paragraph_id}` } });
      link.addEventListener('click', (event) => {
        event.preventDefault();
        const paragraph = highlights.set({ paragraph_id: p.paragraph_id, passage: p.passage });
        if (!paragraph) return;
        // Under 768 px the panel covers the page: it folds into its banner so the passage shows.
        ctx.collapse();
        // Focus follows the reader to the paragraph (keyboard and screen readers read on from there).
        if (!paragraph.hasAttribute('tabindex')) paragraph.setAttribute('tabindex', '-1');
        paragraph.focus({ preventScroll: true });
        const win = doc.defaultView!;
        win.scrollTo({ top: hashScrollTop(paragraph.getBoundingClientRect().top, win.scrollY), behavior: 'smooth' });
      });
      return el(doc, 'li', {}, [link]);
    });
  return items.length > 0 ? el(doc, 'ul', { className: 'qa-sources', attrs: { 'aria-label': 'Sources in the article' } }, items) : null;
}

function csrfToken(doc: Document): string {
  return doc.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';
}

function rating(ctx: PanelRenderContext, pii: string, entitledToken: string | null | undefined, qa: QuestionAndAnswer, index: number): HTMLElement {
  const { doc } = ctx;
  const promptId = `qa-rating-prompt-${index}`;
  const status = el(doc, 'p', { className: 'qa-rating__status', attrs: { role: 'status' } });
  const buttons = Array.from({ length: QA_RATING_STARS }, (_v, i) => {
    const stars = i + 1;
    const button = el(doc, 'button', { className: 'qa-rating__star', attrs: { type: 'button', 'aria-pressed': 'false', 'aria-label': starLabel(stars) } }, [
      el(doc, 'span', { text: '\u2605'.repeat(stars), attrs: { 'aria-hidden': 'true' } }),
    ]);
    button.addEventListener('click', () => {
      for (const b of buttons) b.setAttribute('aria-pressed', String(b === button));
      void fetch(`/article/related/faq/pii/${encodeURIComponent(pii)}/rating`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken(doc) },
        body: JSON.stringify({ questionId: qa.id, rating: stars, entitledToken: entitledToken ?? '' }),
      })
        .then((res) => {
          if (res.ok) status.textContent = 'Thank you for your rating.';
        })
        .catch(() => {}); // 001 §8: Q&A failures are silently ignored.
    });
    return button;
  });
  return el(doc, 'div', { className: 'qa-rating', attrs: { role: 'group', 'aria-labelledby': promptId } }, [
    el(doc, 'p', { className: 'qa-rating__prompt', text: QA_RATING_PROMPT, attrs: { id: promptId } }),
    el(doc, 'div', { className: 'qa-rating__stars' }, buttons),
    status,
  ]);
}

function item(ctx: PanelRenderContext, pii: string, entitledToken: string | null | undefined, qa: QuestionAndAnswer, index: number, highlights: Highlighter): HTMLElement {
  const { doc } = ctx;
  return el(doc, 'li', { className: 'qa-item' }, [
    el(doc, 'h3', { className: 'qa-question', text: qa.question }),
    el(doc, 'p', { className: 'qa-answer', text: qa.answer }),
    sourceLinks(ctx, qa, highlights),
    rating(ctx, pii, entitledToken, qa, index),
  ]);
}

const loaded = new Map<string, Promise<QuestionAndAnswer[]>>();
let highlights: Highlighter | undefined;

export async function renderQuestions(pii: string, entitledToken: string | null | undefined, ctx: PanelRenderContext): Promise<void> {
  const { doc } = ctx;
  const query = entitledToken ? `?entitledToken=${encodeURIComponent(entitledToken)}` : '';
  const load = loaded.get(pii) ?? fetchSectionJson(`/article/related/faq/pii/${encodeURIComponent(pii)}${query}`, undefined, (v) => questionsAndAnswersResponseSchema.parse(v).questions);
  loaded.set(pii, load);
  ctx.body.setAttribute('aria-busy', 'true');
  ctx.body.replaceChildren(el(doc, 'p', { className: 'side-panel-loading', text: 'Loading...' }));
  let questions: QuestionAndAnswer[];
  try {
    questions = await load;
  } catch {
    loaded.delete(pii); // 001 §8: silently ignored; the next opening tries again.
    if (ctx.isCurrent()) {
      ctx.body.removeAttribute('aria-busy');
      ctx.body.replaceChildren();
    }
    return;
  }
  if (!ctx.isCurrent()) return;
  if (!highlights) {
    highlights = highlighter(doc);
    const dialog = ctx.body.closest('dialog');
    // Cleared when the panel closes (001 §4 "highlight set and cleared").
    dialog?.addEventListener('close', () => highlights?.clear());
  }
  const generative = questions.some((q) => q.engine === 'generative');
  const badges = el(doc, 'p', { className: 'qa-badges' }, [
    el(doc, 'span', { className: 'qa-badge', text: QA_BETA_BADGE }),
    generative && el(doc, 'span', { className: 'qa-badge', text: QA_GENAI_BADGE }),
  ]);
  ctx.body.removeAttribute('aria-busy');
  ctx.body.replaceChildren(badges, el(doc, 'ol', { className: 'qa-list' }, questions.map((q, i) => item(ctx, pii, entitledToken, q, i, highlights!))));
}
