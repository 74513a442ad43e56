import { useCallback, useEffect, useState } from 'react';
import type { RecommendationsResponse } from '#src/shared/api/api-contract.ts';
import { isRecommendationsResponse } from '#src/web/ui/api-guards.ts';
import { readJson } from '#src/web/ui/json-shape.ts';
import {
  ENTITLED_RECS_OPT_OUT_KEY,
  isOptedOut,
  preselectedRecommendations,
  shouldLoadEntitledRecommendations,
  shouldOpenEntitledRecsPopup,
} from '#src/web/ui/entitled-recommendations.ts';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { fetchSectionJson, reportSectionFailure } from '../../ui/use-section-data.ts';
import { ARTICLE_DOWNLOADED_EVENT } from './page-modals.tsx';

/**
 * The entitled-recommendations popup (001 §4, §6): after a PDF download, the articles this
 * reader has access to are loaded; the popup opens if that fails or returns at least one
 * article; it is skipped without the link, after the opt-out (`entitled-recs do-not-show`) or
 * for casa users. Third-party articles are not preselected. Dismissing with "Do not show
 * this again" stores the opt-out.
 */
export function EntitledRecommendationsPopup({ pii, hasLink, isCasaUser }: { pii: string; hasLink: boolean; isCasaUser: boolean }) {
  const [open, setOpen] = useState(false);
  const [data, setData] = useState<RecommendationsResponse | null>(null);
  const [failed, setFailed] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [doNotShow, setDoNotShow] = useState(false);

  useEffect(() => {
    let done = false;
    const onDownloaded = () => {
      const input = { hasLink, optedOut: isOptedOut(window.localStorage), isCasaUser };
      if (done || !shouldLoadEntitledRecommendations(input)) return;
      done = true;
      fetchSectionJson(`/sdfe/arp/pii/${encodeURIComponent(pii)}/recommendations/entitled`, undefined, (v) =>
        readJson(v, isRecommendationsResponse, 'recommendations'),
      ).then(
        (received) => {
          setData(received);
          setSelected(preselectedRecommendations(received.articles));
          setOpen(shouldOpenEntitledRecsPopup(input, { failed: false, count: received.articles.length }));
        },
        (error: unknown) => {
          reportSectionFailure('entitledRecommendations', error);
          setFailed(true);
          setOpen(shouldOpenEntitledRecsPopup(input, { failed: true }));
        },
      );
    };
    window.addEventListener(ARTICLE_DOWNLOADED_EVENT, onDownloaded);
    return () => window.removeEventListener(ARTICLE_DOWNLOADED_EVENT, onDownloaded);
  }, [pii, hasLink, isCasaUser]);

  const close = useCallback(() => {
    setOpen(false);
    if (doNotShow) {
      try {
        window.localStorage.setItem(ENTITLED_RECS_OPT_OUT_KEY, 'true');
      } catch {
        // Storage blocked: the popup may show again next time.
      }
    }
  }, [doNotShow]);

  const toggle = (p: string) => setSelected((s) => (s.includes(p) ? s.filter((x) => x !== p) : [...s, p]));
  return (
    <ModalDialog open={open} title="Recommended articles you have access to" onClose={close} className="entitled-recs-popup">
      {failed ? <p>Recommended articles cannot be displayed at this time.</p> : null}
      {data ? (
        <ul className="entitled-recs__list">
          {data.articles.map((a) => (
            <li key={a.pii}>
              <input type="checkbox" id={`entitled-rec-${a.pii}`} checked={selected.includes(a.pii)} onChange={() => toggle(a.pii)} />{' '}
              <label htmlFor={`entitled-rec-${a.pii}`}>{a.title}</label>{' '}
              <a href={`/science/article/pii/${encodeURIComponent(a.pii)}`}>Open article</a>
            </li>
          ))}
        </ul>
      ) : null}
      <p>
        <label>
          <input type="checkbox" checked={doNotShow} onChange={(e) => setDoNotShow(e.target.checked)} /> Do not show this again
        </label>
      </p>
      <button type="button" className="modal-dialog__primary" onClick={close}>
        Close
      </button>
    </ModalDialog>
  );
}
