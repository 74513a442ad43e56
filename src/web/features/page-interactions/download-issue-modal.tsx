import { useCallback, useEffect, useReducer, useState } from 'react';
import { DOWNLOAD_ISSUE_EVENT, type DownloadIssueDetail } from '#src/web/ui/access-bar-events.ts';
import { attemptDownload } from './download-counter.ts';
import { INITIAL_DOWNLOAD_ISSUE, downloadIssueReducer } from '#src/web/features/page-interactions/download-issue.ts';
import { everyItem, matchesShape, readJson } from '#src/web/ui/json-shape.ts';
import { fetchSectionJson, reportSectionFailure } from '../../ui/use-section-data.ts';
import { ModalDialog } from '../../ui/modal-dialog.tsx';

/** GET /sdfe/science/article/download/issue/metadata (001 §7), the parts the modal shows. */
interface Metadata {
  issue: { title?: string | null; downloadLabel?: string };
  articles: Array<{ pii: string; title: string; pages?: string | null; entitled?: boolean }>;
  token: string;
}
const isMetadata = (v: unknown): v is Metadata =>
  matchesShape(v, { issue: 'object', articles: 'array', token: 'string' }) &&
  matchesShape(v.issue, { title: 'string|null?', downloadLabel: 'string?' }) &&
  everyItem(v.articles, { pii: 'string', title: 'string', pages: 'string|null?', entitled: 'boolean?' });

export const DOWNLOAD_CAP_OPEN_EVENT = 'lectern:download-cap';

/**
 * The download-issue modal (001 §3, §4; 000 §4 "Download full issue"): opened by the access
 * bar's `lectern:download-issue` event. The full-issue cap is checked first (cap reached: the
 * cap modal instead). If the articles are loaded it opens at once, otherwise the metadata is
 * fetched first (a failure opens the transient error modal, 001 §8). All articles are
 * preselected; submitting posts the chosen PIIs to the zip endpoint.
 */
export function DownloadIssueModal({ csrfToken }: { csrfToken: string | null }) {
  const [state, dispatch] = useReducer(downloadIssueReducer, INITIAL_DOWNLOAD_ISSUE);
  const [meta, setMeta] = useState<Metadata | null>(null);
  const [requestPii, setRequestPii] = useState<string | null>(null);

  useEffect(() => {
    const onDownloadIssue = (event: Event) => {
      const { pii } = (event as CustomEvent<DownloadIssueDetail>).detail ?? { pii: '' };
      if (!attemptDownload(window.localStorage, 'issue', new Date()).allowed) {
        window.dispatchEvent(new CustomEvent(DOWNLOAD_CAP_OPEN_EVENT, { detail: { kind: 'issue' } }));
        return;
      }
      setRequestPii(pii);
      dispatch({ type: 'open' });
    };
    window.addEventListener(DOWNLOAD_ISSUE_EVENT, onDownloadIssue);
    return () => window.removeEventListener(DOWNLOAD_ISSUE_EVENT, onDownloadIssue);
  }, []);

  useEffect(() => {
    if (!state.isLoading || !requestPii) return;
    const controller = new AbortController();
    fetchSectionJson(`/sdfe/science/article/download/issue/metadata?pii=${encodeURIComponent(requestPii)}`, controller.signal, (v) =>
      readJson(v, isMetadata, 'issue metadata'),
    )
      .then((parsed) => {
        setMeta(parsed);
        dispatch({ type: 'received', articles: parsed.articles.map((a) => ({ pii: a.pii, title: a.title })) });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        dispatch({ type: 'failed' });
        reportSectionFailure('downloadIssueMetadata', error);
      });
    return () => controller.abort();
  }, [state.isLoading, requestPii]);

  const close = useCallback(() => dispatch({ type: 'close' }), []);
  const title = meta?.issue.downloadLabel ?? 'Download full issue';
  const articles = meta?.articles ?? [];
  return (
    <ModalDialog open={state.isOpen} title={title} onClose={close} className="download-issue-modal">
      <form method="post" action="/sdfe/science/article/download/issue" target="_blank" onSubmit={() => setTimeout(close, 0)}>
        {meta?.issue.title ? <p className="download-issue__issue">{meta.issue.title}</p> : null}
        <p className="download-issue__count">
          {state.selected.length} of {articles.length} selected
        </p>
        <div className="download-issue__bulk">
          <button type="button" onClick={() => dispatch({ type: 'select-all' })}>
            Select all
          </button>
          <button type="button" onClick={() => dispatch({ type: 'deselect-all' })}>
            Deselect all
          </button>
        </div>
        <ul className="download-issue__list">
          {articles.map((a) => (
            <li key={a.pii}>
              <label>
                <input
                  type="checkbox"
                  name="pii"
                  value={a.pii}
                  checked={state.selected.includes(a.pii)}
                  onChange={() => dispatch({ type: 'toggle', pii: a.pii })}
                />{' '}
                <span>{a.title}</span>
                {a.pages ? <span className="download-issue__pages"> {a.pages}</span> : null}
                {a.entitled === false ? <span className="download-issue__no-access"> (no access)</span> : null}
              </label>
            </li>
          ))}
        </ul>
        <input type="hidden" name="token" value={meta?.token ?? ''} />
        {csrfToken ? <input type="hidden" name="_csrf" value={csrfToken} /> : null}
        <button type="submit" className="modal-dialog__primary" disabled={state.selected.length === 0}>
          Download selected articles
        </button>
      </form>
    </ModalDialog>
  );
}
