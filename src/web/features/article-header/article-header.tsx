import type { ReactElement, ReactNode } from 'react';
import type { ArticleModel, ContentNode } from '#src/shared/article/content-model.ts';
import { isBylineAuthor, visibleAuthors } from '#src/shared/article/author-entry.ts';
import { claimId, safeHref } from '#src/shared/site/safe-url.ts';
import { licenceDisplay } from '#src/web/features/article-header/licence-display.ts';
import { doiUrl } from '#src/shared/identifiers/urn.ts';
import type { AuthorLinks } from '#src/web/ui/author-byline.tsx';
import { AuthorList } from './author-list.tsx';
import { articleTypeLabel, citationParts, historyEntries, licenceName } from './format.ts';
import { issueHref, publicationHref } from '#src/shared/journals/publication-paths.ts';
import { supplementLabel } from '#src/shared/article/supplement-label.ts';
import { RIGHTS_AND_CONTENT_LABEL, rightsAndContentUrl, showRightsAndContentLink } from '#src/web/features/article-header/rights-link.ts';

/** Renders rich content (titles, notes); the route passes the article-body renderer in. */
export type RenderNodes = (nodes: readonly ContentNode[] | undefined, depth?: number) => ReactNode;

export interface ArticleHeaderProps {
  article: ArticleModel;
  /** Ids used on the page so far (shared by every feature of the page). */
  ids: Set<string>;
  renderNodes: RenderNodes;
  /** LECTERN_RIGHTS_URL template: the Rights and content link (001 §5, §9); absent: the feature is off. */
  rightsUrl?: string | null;
}

/** Authors in the byline: contributors of type author (editors and reviewers are not). */
export function bylineAuthors(article: ArticleModel): ArticleModel['authors'] {
  return article.authors.filter(isBylineAuthor);
}

/** Labelled notes that byline authors point at ("† Equal contribution"): the header shows them. */
export function authorNoteIds(article: ArticleModel): Set<string> {
  const referenced = new Set(bylineAuthors(article).flatMap((a) => a.footnoteIds));
  return new Set(article.footnotes.filter((n) => referenced.has(n.id) && n.label?.trim()).map((n) => n.id));
}

function letters(i: number): string {
  let s = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(97 + ((n - 1) % 26)) + s;
  return s;
}

/**
 * The affiliations to list: those of the authors shown. Collaboration members, editors and
 * authors past the cut are not shown, so neither are their affiliations (elife06416 has
 * thousands). When no author points at an affiliation, all of them belong to the byline.
 */
export function shownAffiliations(article: ArticleModel): ArticleModel['affiliations'] {
  const referenced = new Set(visibleAuthors(bylineAuthors(article)).shown.flatMap((a) => a.affiliationIds));
  const anyReferenced = article.authors.some((a) => a.affiliationIds.length > 0);
  return anyReferenced ? article.affiliations.filter((a) => referenced.has(a.id)) : article.affiliations;
}

/** Claims the ids of everything the markers link to, and labels unlabelled affiliations a, b, c … */
function authorLinks(article: ArticleModel, affs: ArticleModel['affiliations'], ids: Set<string>, noteIds: Set<string>): AuthorLinks {
  const needLetters = affs.length > 1 && affs.every((a) => !a.label?.trim());
  const affiliations = new Map<string, { id?: string; label: string }>();
  affs.forEach((a, i) => {
    affiliations.set(a.id, { id: claimId(ids, a.id), label: a.label?.trim() || (needLetters ? letters(i) : '') });
  });
  const correspondences = new Map(article.correspondences.map((c) => [c.id, claimId(ids, c.id)] as const));
  const notes = new Map(
    article.footnotes.filter((n) => noteIds.has(n.id)).map((n) => [n.id, { id: claimId(ids, n.id), label: n.label!.trim() }] as const),
  );
  return { affiliations, correspondences, notes };
}

function PublicationLine({ article }: { article: ArticleModel }): ReactElement {
  const parts = citationParts(article);
  // The journal (or book) and the issue link to their pages (001 §2 "Publication pages").
  const home = publicationHref(article.publication);
  const issue = issueHref(article);
  const place = [
    article.volume ? `Volume ${article.volume}` : null,
    article.issue ? `Issue ${article.issue}` : null,
    supplementLabel(article.supplement),
  ]
    .filter(Boolean)
    .join(', ');
  const rest = issue && place ? parts.filter((p) => p !== `Volume ${article.volume}` && p !== `Issue ${article.issue}`) : parts;
  return (
    <p className="publication-line">
      {home ? (
        <a className="publication-title" href={home}>
          {article.publication.title}
        </a>
      ) : (
        <span className="publication-title">{article.publication.title}</span>
      )}
      {issue && place ? (
        <>
          ,{' '}
          <a className="publication-issue" href={issue}>
            {place}
          </a>
        </>
      ) : null}
      {rest.length > 0 ? `, ${rest.join(', ')}` : null}
    </p>
  );
}

function Kicker({ article }: { article: ArticleModel }): ReactElement | null {
  const type = articleTypeLabel(article);
  const subjects = article.subjects.filter((s) => s.trim() !== '' && s.trim().toLowerCase() !== type?.toLowerCase());
  if (!type && subjects.length === 0) return null;
  return (
    <div className="article-kicker">
      {type ? <p className="article-type">{type}</p> : null}
      {subjects.length > 0 ? (
        <ul className="article-subjects" aria-label="Subjects">
          {subjects.map((s, i) => (
            <li key={i}>{s}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Licence({ article }: { article: ArticleModel }): ReactElement | null {
  const shown = licenceDisplay(article);
  if (!shown) return null;
  const { badge, href, text } = shown;
  return (
    <div className="article-licence">
      {badge ? <span className="oa-badge">{badge}</span> : null}
      {href ? (
        <span className="licence-link">
          {' Under a '}
          <a href={href} rel="license">
            {licenceName(href) ?? 'licence'}
          </a>
          {' licence'}
        </span>
      ) : null}
      {text ? <p className="licence-text">{text}</p> : null}
    </div>
  );
}

const RELATION_LABELS: Record<string, string> = {
  'corrected-article': 'Correction to',
  'correction-forward': 'Corrected in',
  'retracted-article': 'Retraction of',
  'retraction-forward': 'Retracted in',
  'article-commentary': 'Commentary on',
  'commentary-article': 'Commented on in',
  'research-advance': 'Builds on',
  insight: 'Insight related to',
};

function RelatedArticles({ article }: { article: ArticleModel }): ReactElement | null {
  if (article.relatedArticles.length === 0) return null;
  return (
    <ul className="related-articles">
      {article.relatedArticles.map((r, i) => {
        const href = r.doi ? doiUrl(r.doi) : safeHref(r.href);
        const text = r.text?.trim() || r.doi || r.href || 'Related article';
        return (
          <li key={i}>
            {`${RELATION_LABELS[r.relation] ?? 'Related article'}: `}
            {href ? <a href={href}>{text}</a> : text}
          </li>
        );
      })}
    </ul>
  );
}

/** Labels of the header author banner's toggle (001 §4 "Header author banner collapsed/expanded"). */
export const AUTHOR_BANNER_SHOW_MORE = 'Show more';
export const AUTHOR_BANNER_SHOW_LESS = 'Show less';

/**
 * The header author banner (001 §4): affiliations, correspondence, author notes and the article
 * history sit collapsed under the byline behind `Show more`, and `Show less` folds them again.
 * A native disclosure: it works before and without JavaScript, keeps the server HTML the
 * only rendering of the header (ADR 004), and shifts nothing when the page hydrates. The
 * summary's visible label is the one of its state (the other is display: none, so it is
 * not in the accessibility tree either). Nothing to fold: no toggle.
 */
function AuthorBanner({ children }: { children: ReactNode[] }): ReactElement | null {
  if (!children.some((c) => c !== null && c !== false && c !== undefined && !(Array.isArray(c) && c.length === 0))) return null;
  return (
    <details className="author-banner">
      <summary className="author-banner__toggle">
        <span className="author-banner__more">{AUTHOR_BANNER_SHOW_MORE}</span>
        <span className="author-banner__less">{AUTHOR_BANNER_SHOW_LESS}</span>
      </summary>
      <div className="author-banner__content">{children}</div>
    </details>
  );
}

/** Bibliographic line, type, title, authors, affiliations, history, DOI, licence and copyright. */
export function ArticleHeader({ article, ids, renderNodes, rightsUrl }: ArticleHeaderProps): ReactElement {
  const authors = bylineAuthors(article);
  const noteIds = authorNoteIds(article);
  const affs = shownAffiliations(article);
  const links = authorLinks(article, affs, ids, noteIds);
  const history = historyEntries(article.dates);
  const doi = article.doi ? doiUrl(article.doi) : undefined;
  return (
    <header className="article-header">
      <PublicationLine article={article} />
      <Kicker article={article} />
      <h1 className="article-title">
        {renderNodes(article.title)}
        {article.subtitle?.length ? <span className="article-subtitle">{renderNodes(article.subtitle)}</span> : null}
      </h1>
      <RelatedArticles article={article} />
      <AuthorList authors={authors} links={links} pii={article.pii} />
      <AuthorBanner>
        {affs.length > 0 ? (
          <ul className="affiliations" aria-label="Affiliations">
            {affs.map((a) => {
              const l = links.affiliations.get(a.id);
              return (
                <li key={a.id} id={l?.id}>
                  {l?.label ? <sup className="aff-label">{l.label}</sup> : null}
                  {a.text}
                </li>
              );
            })}
          </ul>
        ) : null}
        {article.correspondences.map((c) => (
          <div key={c.id} id={links.correspondences.get(c.id)} className="correspondence">
            <span className="corresp-marker" aria-hidden="true">
              *
            </span>
            <span className="sr-only">Corresponding author: </span>
            {renderNodes(c.children)}
          </div>
        ))}
        {noteIds.size > 0 ? (
          <ul className="author-notes" aria-label="Author notes">
            {article.footnotes
              .filter((n) => noteIds.has(n.id))
              .map((n) => (
                <li key={n.id} id={links.notes.get(n.id)?.id}>
                  <sup className="note-label">{n.label}</sup> {renderNodes(n.children)}
                </li>
              ))}
          </ul>
        ) : null}
        {history.length > 0 ? (
          <p className="article-history">
            {history.map((h, i) => (
              <span key={i} className="history-entry">
                {`${h.label} ${h.date}${i < history.length - 1 ? ', ' : ''}`}
              </span>
            ))}
          </p>
        ) : null}
      </AuthorBanner>
      {doi ? (
        <p className="article-doi">
          <a href={doi}>{doi}</a>
        </p>
      ) : null}
      <Licence article={article} />
      {article.copyrightLine ? <p className="copyright-line">{article.copyrightLine}</p> : null}
      {rightsUrl && showRightsAndContentLink(true, article.documentSubtype) ? (
        <p className="rights-link">
          <a href={rightsAndContentUrl(rightsUrl, article)} rel="noopener" target="_blank">
            {RIGHTS_AND_CONTENT_LABEL}
          </a>
        </p>
      ) : null}
    </header>
  );
}
