import { useEffect, useRef, type ReactElement } from 'react';
import { bulkDownloadAction, bulkDownloadEid, extrasImpressionType } from '#src/web/ui/toc-rules.ts';
import { reportUsage } from '../../ui/report-usage.ts';

export const EXTRAS_DOWNLOAD_FRAME = 'toc-extras-download';
export const DOWNLOAD_ALL_SUPPLEMENTARY_LABEL = 'Download all supplementary files';
export const IMPRESSION_EVENT = 'lectern:impression';

function csrfToken(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';
}

/** The extras impression (000 §9: single / bulk / 'morethan50'), announced once as `lectern:impression`. */
export function useExtrasImpression(extrasCount: number, enabled: boolean): void {
  const impression = extrasImpressionType(extrasCount);
  useEffect(() => {
    if (enabled && impression)
      window.dispatchEvent(new CustomEvent(IMPRESSION_EVENT, { detail: { component: 'toc-extras', impressionType: impression } }));
  }, [impression, enabled]);
}

/**
 * The hidden frame the bulk download's answer goes to, so the page stays: made on the first
 * submit (the form's target is looked up after its submit event), not sent with every page.
 */
function ensureDownloadFrame(): void {
  if (document.getElementsByName(EXTRAS_DOWNLOAD_FRAME).length > 0) return;
  const frame = document.createElement('iframe');
  frame.name = EXTRAS_DOWNLOAD_FRAME;
  frame.title = 'Supplementary files download';
  frame.className = 'toc__download-frame';
  frame.hidden = true;
  frame.tabIndex = -1;
  document.body.append(frame);
}

/**
 * Bulk download of the supplementary files (000 §2, §7): a form POST of repeated `eids` to
 * /sdfe/pdf/download/{pii}/attachments into a hidden frame, with the usage event on submit
 * (currObj, activity, MMCType and the article eid plus the bulk-download zip suffix).
 */
export function ExtrasDownload({
  pii,
  articleEid,
  eids,
  extrasCount,
}: {
  pii: string;
  articleEid: string;
  eids: readonly string[];
  extrasCount: number;
}): ReactElement | null {
  const csrf = useRef<HTMLInputElement>(null);
  const impression = extrasImpressionType(extrasCount);
  if (eids.length === 0) return null;
  const onSubmit = () => {
    ensureDownloadFrame();
    if (csrf.current) csrf.current.value = csrfToken();
    reportUsage({ currObj: 'MiamiMultiMediaURL', activity: 'requestmmfile', MMCType: 'zip', eid: bulkDownloadEid(articleEid) });
  };
  return (
    <form
      className="toc__download-all"
      method="post"
      action={bulkDownloadAction(pii)}
      target={EXTRAS_DOWNLOAD_FRAME}
      onSubmit={onSubmit}
      data-impression-type={impression ?? undefined}
    >
      <input ref={csrf} type="hidden" name="_csrf" defaultValue="" />
      {eids.map((eid) => (
        <input key={eid} type="hidden" name="eids" value={eid} />
      ))}
      <button type="submit" className="toc__button">
        {DOWNLOAD_ALL_SUPPLEMENTARY_LABEL}
      </button>
    </form>
  );
}
