import { useState } from 'react';
import type { SpecialIssueArticlesResponse, VirtualSpecialIssueResponse } from '#src/shared/api/api-contract.ts';
import type { AjaxLinks } from '#src/shared/article/article-page-state.ts';
import { isSpecialIssueArticlesResponse, isVirtualSpecialIssueResponse } from '#src/web/ui/api-guards.ts';
import { readJson } from '#src/web/ui/json-shape.ts';
import {
  VSI_HEADING,
  VSI_LINK_TEXT,
  recommendationAuthorLine,
  specialIssueEditors,
  specialIssueHeading,
  specialIssuePanelTitle,
  viewMoreLabel,
  vsiEditors,
} from '#src/web/features/related-content/related-content-rules.ts';
import { fetchSectionJson, useSectionData } from '../../ui/use-section-data.ts';
import { RelatedPanel } from './related-panel.tsx';
import { loadArticleContext } from './use-article-context.ts';

/**
 * Special issue or volume panel (000 §3, §9): 'Part of special issue' / 'Part of volume',
 * 'Other articles from this issue' / 'Other chapters from this volume', editors up to 7,
 * 'View more articles' / 'View more chapters'. Shown only when the article is in one.
 */
export function SpecialIssuePanel({ pii, ajaxLinks }: { pii: string; ajaxLinks: Partial<AjaxLinks> | null }) {
  const [open, setOpen] = useState(true);
  const section = useSectionData<SpecialIssueArticlesResponse | null>(
    'specialIssue',
    async (signal) => {
      const context = await loadArticleContext(pii, signal);
      const hub = context.contentType === 'JL' ? context.issueId : context.isbn;
      if (!hub) return null;
      return fetchSectionJson(
        `/sdfe/arp/pii/${encodeURIComponent(pii)}/hubEid/${encodeURIComponent(hub)}/specialIssueArticles`,
        signal,
        (v) => readJson(v, isSpecialIssueArticlesResponse, 'special issue articles'),
      );
    },
    { ajaxLinks },
  );
  const data = section.data;
  if (!data || (data.titles.items.length === 0 && data.articles.length === 0)) return null;
  const title = data.titles.items[0];
  const contentType = data.kind === 'volume' ? 'BK' : 'JL';
  return (
    <RelatedPanel
      kicker={
        <>
          {specialIssueHeading(data.kind)}
          {title ? <span className="related-panel__collection">: {title.title}</span> : null}
        </>
      }
      title={specialIssuePanelTitle(data.kind)}
      open={open}
      onToggle={() => setOpen((o) => !o)}
      className="related-special-issue"
    >
      {title && title.editors.length > 0 ? (
        <p className="related-editors">Edited by {specialIssueEditors(title.editors).join(', ')}</p>
      ) : null}
      <ol className="related-list">
        {data.articles.map((article) => (
          <li key={article.pii} className="related-item">
            <a className="related-item__title" href={`/science/article/pii/${encodeURIComponent(article.pii)}`}>
              {article.title}
            </a>
            <span className="related-item__authors">{recommendationAuthorLine(article.authors, article.authorCount)}</span>
          </li>
        ))}
      </ol>
      {data.viewMoreUrl ? (
        <a className="related-more-link" href={data.viewMoreUrl}>
          {viewMoreLabel(contentType)}
        </a>
      ) : null}
    </RelatedPanel>
  );
}

/** Virtual special issue (000 §3, §9): 'Part of special issue', its title, editors (7, or first 6 … last), 'View special issue'. Journals only; failures are silent. */
export function VirtualSpecialIssuePanel({ pii }: { pii: string }) {
  const [open, setOpen] = useState(true);
  const section = useSectionData<VirtualSpecialIssueResponse | null>('virtualSpecialIssue', async (signal) => {
    const context = await loadArticleContext(pii, signal);
    if (context.contentType !== 'JL' || !context.virtualSpecialIssueId) return null;
    const issn = context.issn ? `?issn=${encodeURIComponent(context.issn)}` : '';
    const res = await fetch(`/journal/vsi/${encodeURIComponent(context.virtualSpecialIssueId)}${issn}`, {
      signal,
      headers: { accept: 'application/json' },
    });
    if (!res.ok) {
      // Read the problem document: an unread body keeps the request open.
      await res.text().catch(() => '');
      if (res.status === 404) return null;
      throw new Error(`GET /journal/vsi answered ${res.status}`);
    }
    return readJson(await res.json(), isVirtualSpecialIssueResponse, 'virtual special issue');
  });
  const vsi = section.data;
  if (!vsi) return null;
  return (
    <RelatedPanel title={VSI_HEADING} open={open} onToggle={() => setOpen((o) => !o)} className="related-vsi">
      <p className="related-vsi__title">{vsi.title}</p>
      {vsi.editors.length > 0 ? <p className="related-editors">Edited by {vsiEditors(vsi.editors).join(', ')}</p> : null}
      <a className="related-more-link" href={vsi.journalUrl}>
        {VSI_LINK_TEXT}
      </a>
    </RelatedPanel>
  );
}
