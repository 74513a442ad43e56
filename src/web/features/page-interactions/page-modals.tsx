import { useCallback, useEffect, useState } from 'react';
import { DOWNLOAD_CAPS, type DownloadKind } from '#src/shared/access/downloads/download-caps.ts';
import { attemptDownload } from './download-counter.ts';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { TRANSIENT_ERROR_EVENT } from '../../ui/use-section-data.ts';
import { DOWNLOAD_CAP_OPEN_EVENT } from './download-issue-modal.tsx';

/** Fired after an allowed single-article PDF download (the entitled-recommendations popup follows it). */
export const ARTICLE_DOWNLOADED_EVENT = 'lectern:article-downloaded';
/** PDF links of the access bar that download (000 §3 PdfLink: download, abTest, view). */
const PDF_DOWNLOAD_LINK = 'a[data-pdf-url-type]';

/**
 * The download cap modal (001 §4, §9): a single-article PDF link click is counted against the
 * daily cap of 100; when reached the click is cancelled and this modal opens. The full-issue cap
 * (10) is checked by the download-issue modal, which opens this one through `lectern:download-cap`.
 */
export function DownloadCapModal() {
  const [kind, setKind] = useState<DownloadKind | null>(null);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(PDF_DOWNLOAD_LINK) : null;
      if (!link) return;
      if (!attemptDownload(window.localStorage, 'article', new Date()).allowed) {
        event.preventDefault();
        event.stopImmediatePropagation();
        setKind('article');
        return;
      }
      window.dispatchEvent(new CustomEvent(ARTICLE_DOWNLOADED_EVENT));
    };
    const onCap = (event: Event) => setKind((event as CustomEvent<{ kind: DownloadKind }>).detail?.kind ?? 'issue');
    document.addEventListener('click', onClick, true);
    window.addEventListener(DOWNLOAD_CAP_OPEN_EVENT, onCap);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener(DOWNLOAD_CAP_OPEN_EVENT, onCap);
    };
  }, []);
  const close = useCallback(() => setKind(null), []);
  const what = kind === 'issue' ? `${DOWNLOAD_CAPS.issue} full-issue downloads` : `${DOWNLOAD_CAPS.article} article downloads`;
  return (
    <ModalDialog open={kind !== null} title="Download limit reached" onClose={close} className="download-cap-modal">
      <p>You have reached today's limit of {what}. You can download again tomorrow.</p>
      <button type="button" className="modal-dialog__primary" onClick={close}>
        OK
      </button>
    </ModalDialog>
  );
}

/** The transient error modal (001 §3 transientError isOpen/unavailableAction, §4, §8): names the unavailable action; cleared on dismiss. */
export function TransientErrorModal() {
  const [unavailableAction, setAction] = useState<string | null>(null);
  useEffect(() => {
    const onError = (event: Event) => setAction((event as CustomEvent<{ unavailableAction: string }>).detail.unavailableAction);
    window.addEventListener(TRANSIENT_ERROR_EVENT, onError);
    return () => window.removeEventListener(TRANSIENT_ERROR_EVENT, onError);
  }, []);
  const close = useCallback(() => setAction(null), []);
  return (
    <ModalDialog open={unavailableAction !== null} title="Temporarily unavailable" onClose={close} className="transient-error-modal">
      <p>Sorry, {unavailableAction} is not available at the moment. Please try again later.</p>
      <button type="button" className="modal-dialog__primary" onClick={close}>
        OK
      </button>
    </ModalDialog>
  );
}
