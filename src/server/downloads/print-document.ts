import { AUTHOR_CUT } from '#src/shared/article/author-entry.ts';
import { textOf, type ArticleModel } from '#src/shared/article/content-model.ts';
import { renderArticleHtml } from '#src/web/article-body-renderer.ts';
import { PRINT_STYLESHEET } from './print-stylesheet.ts';

/**
 * The HTML a PDF is printed from: the article's own server-rendered HTML (the page's renderer,
 * so figures, tables, native MathML and references are the same as on the page) with a
 * the licence at the end and the print stylesheet. Images load from `/media/{eid}`,
 * which the typesetter answers from asset storage.
 */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function runningHeader(model: ArticleModel): string {
  return [model.publication.title, model.doi ? `https://doi.org/${model.doi}` : undefined].filter(Boolean).join(' — ');
}

/** The page shows the first authors of a long byline and loads the rest on demand; paper has no "Show all": list every author. */
function everyAuthor(model: ArticleModel): string {
  if (model.authors.length <= AUTHOR_CUT + 1) return '';
  return `<p class="print-all-authors"><strong>Authors:</strong> ${model.authors.map((a) => escapeHtml(a.name.display)).join(', ')}</p>`;
}

function licence(model: ArticleModel): string {
  const parts = [model.copyrightLine, model.license.text, model.license.url].filter((p): p is string => Boolean(p && p.trim()));
  if (parts.length === 0) return '';
  return `<div class="print-licence">${parts.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}</div>`;
}

/** A reference's DOI link reads "DOI" on the page; on paper it is the address itself. */
const DOI_LINK = /(<a class="ref-link ref-link--doi" href="([^"]+)"[^>]*>)DOI(<\/a>)/g;

/**
 * Printing shows everything: closed disclosures open, lazy images load at once, and a
 * reference's DOI prints as its address (its other links are hidden by the print stylesheet).
 */
export function forPrint(html: string): string {
  return html
    .replace(/<details(?![^>]*\sopen)/g, '<details open')
    .replace(/\sloading="lazy"/g, '')
    .replace(DOI_LINK, (_m, open: string, href: string, close: string) => `${open}${href}${close}`);
}

export function printDocument(model: ArticleModel): string {
  const lang = /^[A-Za-z]{2,8}(?:-[A-Za-z0-9]{1,8})*$/.test(model.language) ? model.language : 'en';
  const rendered = forPrint(renderArticleHtml(model, 'full', '/media'));
  const headerEnd = rendered.indexOf('</header>');
  const body = headerEnd < 0 ? rendered : `${rendered.slice(0, headerEnd)}${everyAuthor(model)}${rendered.slice(headerEnd)}`;
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(textOf(model.title))}</title><style>${PRINT_STYLESHEET}</style></head><body>${body}${licence(model)}</body></html>`;
}
