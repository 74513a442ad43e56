import type { Substance } from '#src/shared/substances/substance-contract.ts';
import { substancesOf } from '#src/web/ui/api-guards.ts';
import { helpTextFor } from '#src/web/features/side-panel/help-text.ts';
import { safeHref } from '#src/shared/site/safe-url.ts';
import { substanceAt, substanceNavigation, visibleSubstances, type SidePanelType } from '#src/web/ui/side-panel-state.ts';
import { el } from './dom.ts';
import { renderQuestions } from './questions-panel.ts';
import { HELP_TEXTS } from './help-texts.ts';
import type { PanelRenderContext, PanelRenderer } from './side-panel.ts';
import { fetchSectionJson } from '../../ui/use-section-data.ts';

/** Fetched once per page and kept (a failure is silently ignored and may be retried, 001 §8). */
function memo<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

function loading(ctx: PanelRenderContext): void {
  ctx.body.setAttribute('aria-busy', 'true');
  ctx.body.replaceChildren(el(ctx.doc, 'p', { className: 'side-panel-loading', text: 'Loading...' }));
}
function done(ctx: PanelRenderContext, ...nodes: Node[]): void {
  ctx.body.removeAttribute('aria-busy');
  ctx.body.replaceChildren(...nodes);
}

/** Footnotes and references are on the page already: the panel shows a text copy of the element with that id. */
function fromPage(emptyText: string): PanelRenderer {
  return (id, ctx) => {
    const source = ctx.doc.getElementById(id);
    const text = source?.textContent?.replace(/\s+/g, ' ').trim();
    done(ctx, el(ctx.doc, 'p', { className: 'side-panel-text', text: text || emptyText }));
    if (source) {
      const link = el(ctx.doc, 'a', { text: 'Go to this in the article', attrs: { href: `#${id}` } });
      link.addEventListener('click', () => ctx.doc.querySelector<HTMLDialogElement>('dialog.generic-side-panel')?.close());
      ctx.body.append(el(ctx.doc, 'p', {}, [link]));
    }
  };
}

const helpRenderer: PanelRenderer = (id, ctx) => {
  done(ctx, el(ctx.doc, 'p', { className: 'side-panel-text', text: helpTextFor(HELP_TEXTS, id) }));
};

function substanceView(ctx: PanelRenderContext, substance: Substance): HTMLElement {
  const { doc } = ctx;
  const facts: Array<[string, string | null]> = [
    ['Molecular formula', substance.molecularFormula],
    ['Molecular weight', substance.molecularWeight ? `${substance.molecularWeight} g/mol` : null],
    ['CAS Registry Number', substance.casRegistryNumber],
    ['Other names', substance.otherTitles.length > 0 ? substance.otherTitles.join('; ') : null],
  ];
  const image = safeHref(substance.image);
  const database = safeHref(substance.chemistryDatabaseUrl);
  const groups = substance.substanceFacts.map((group) => {
    const href = safeHref(group.url);
    const name = href ? el(doc, 'a', { text: group.displayName, attrs: { href, target: '_blank', rel: 'noopener noreferrer' } }) : group.displayName;
    const items = group.facts.map((f) => el(doc, 'li', { text: `${f.displayName} (${f.count})` }));
    return el(doc, 'li', {}, [name, items.length > 0 && el(doc, 'ul', {}, items)]);
  });
  return el(doc, 'div', { className: 'substance' }, [
    el(doc, 'h3', { className: 'substance-title', text: substance.title }),
    image && el(doc, 'img', { className: 'substance-image', attrs: { src: image, alt: substance.imageDescription ?? `Structure of ${substance.title}` } }),
    el(doc, 'dl', { className: 'substance-facts' }, facts.filter(([, v]) => v).flatMap(([k, v]) => [el(doc, 'dt', { text: k }), el(doc, 'dd', { text: v! })])),
    groups.length > 0 && el(doc, 'ul', { className: 'substance-fact-groups', attrs: { 'aria-label': 'Facts' } }, groups),
    database &&
      el(doc, 'p', { className: 'substance-database' }, [
        el(doc, 'a', { text: `View ${substance.title} in the chemistry database`, attrs: { href: database, target: '_blank', rel: 'noopener noreferrer' } }),
      ]),
  ]);
}

function substancesRenderer(pii: string): PanelRenderer {
  const load = memo(async () => fetchSectionJson(`/sdfe/arp/pii/${encodeURIComponent(pii)}/substances`, undefined, (v) => {
    const substances = substancesOf(v);
    if (!substances) throw new Error('Unexpected substances response');
    return substances;
  }));
  return async (id, ctx) => {
    loading(ctx);
    let substances: Substance[];
    try {
      substances = await load();
    } catch {
      // 001 §8: substances failures are silently ignored.
      if (ctx.isCurrent()) done(ctx);
      return;
    }
    if (!ctx.isCurrent()) return;
    const { doc } = ctx;
    let position = Number(id);
    let expanded = false;
    const show = () => {
      const current = substanceAt(substances, position);
      const nav = substanceNavigation(position, substances.length);
      const previous = el(doc, 'button', { className: 'substance-previous', text: 'Previous', attrs: { type: 'button' } });
      const next = el(doc, 'button', { className: 'substance-next', text: 'Next', attrs: { type: 'button' } });
      previous.disabled = nav.previousDisabled;
      next.disabled = nav.nextDisabled;
      previous.addEventListener('click', () => move(-1));
      next.addEventListener('click', () => move(1));
      const { shown, hasToggle } = visibleSubstances(substances, expanded);
      const list = el(doc, 'ul', { className: 'substance-list' }, shown.map((s, i) => {
        const pick = el(doc, 'button', { text: s.title, attrs: { type: 'button', 'aria-current': i === position ? 'true' : undefined } });
        pick.addEventListener('click', () => {
          position = i;
          show();
          ctx.scrollToTop();
        });
        return el(doc, 'li', {}, [pick]);
      }));
      const toggle = hasToggle ? el(doc, 'button', { className: 'substance-toggle', text: expanded ? 'Show fewer substances' : `Show all ${substances.length} substances`, attrs: { type: 'button', 'aria-expanded': String(expanded) } }) : null;
      toggle?.addEventListener('click', () => {
        expanded = !expanded;
        show();
      });
      done(ctx, substanceView(ctx, current), el(doc, 'div', { className: 'substance-nav' }, [previous, next]), list, ...(toggle ? [toggle] : []));
    };
    const move = (delta: number) => {
      position += delta;
      show();
      ctx.scrollToTop();
    };
    show();
  };
}

/**
 * Questions answered in this article. Part of this (lazily loaded) side panel chunk: a chunk of
 * its own would be a dynamic import inside a dynamic import, which makes the bundler split its
 * preload helper out of the article route's chunk (one more request, more initial JavaScript).
 */
function questionsRenderer(pii: string, entitledToken: string | null | undefined): PanelRenderer {
  return (_id, ctx) => renderQuestions(pii, entitledToken, ctx);
}

export function panelRenderers(pii: string, entitledToken?: string | null): Readonly<Record<Exclude<SidePanelType, 'author'>, PanelRenderer>> {
  return {
    footnote: fromPage('This footnote is not on the page.'),
    reference: fromPage('This reference is not on the page.'),
    help: helpRenderer,
    substance: substancesRenderer(pii),
    'questions-and-answers': questionsRenderer(pii, entitledToken),
  };
}
