import type { ReactElement } from 'react';
import { CITATION_FORMATS, CITE_FORMATS } from '#src/shared/citation/citation-formats.ts';
import type { MendeleyUrls } from '#src/shared/citation/mendeley-button.ts';
import { shareLinks } from '#src/web/features/export-citation/share-links.ts';

export interface ExportCitationProps {
  pii: string;
  /** The article title as plain text. */
  title: string;
  /** Absolute, persistent address to share (the DOI link); without one there is nothing to share. */
  shareUrl?: string;
  /** The Mendeley button's addresses (001 §4); the button itself is added on the client by features/mendeley. */
  mendeley?: MendeleyUrls;
}

const RIS = CITE_FORMATS[0];

/** Ids of the Cite and Share popovers; the page reserves them so article content never takes them. */
export const CITE_POPOVER_ID = 'article-cite';
export const SHARE_POPOVER_ID = 'article-share';

/**
 * "Export citation" (spec 001 §2): a plain GET form to /sdfe/arp/cite with pii, format and
 * withabstract=true, so it works without JavaScript and the browser saves the download;
 * plus the RefWorks export link and the share links. Server-rendered HTML only: no hooks.
 * Controls sit inside their labels, so they need no ids that could clash with the article's.
 * The form and the links sit in native popovers opened by the Cite and Share buttons of the
 * article toolbar, so the abstract follows the authors: no JavaScript (the browser closes a
 * popover on Escape or a click outside and returns focus to its button), nothing added to the
 * page's scripts.
 */
export function ExportCitation({ pii, title, shareUrl, mendeley }: ExportCitationProps): ReactElement {
  return (
    <div className="article-tools">
      <div className="article-tools__bar">
        <button type="button" className="article-tools__button" popoverTarget={CITE_POPOVER_ID}>
          Cite
        </button>
        {shareUrl ? (
          <button type="button" className="article-tools__button" popoverTarget={SHARE_POPOVER_ID}>
            Share
          </button>
        ) : null}
      </div>
      <div id={CITE_POPOVER_ID} className="article-tools__popover" popover="auto" role="dialog" aria-label="Cite this article">
        <form className="export-citation" method="get" action="/sdfe/arp/cite">
          <input type="hidden" name="pii" value={pii} />
          <fieldset>
            <legend>Export citation</legend>
            <label className="export-citation__field">
              <span>Format</span>
              <select name="format" defaultValue={RIS}>
                {CITE_FORMATS.map((format) => (
                  <option key={format} value={format}>
                    {CITATION_FORMATS[format].label}
                  </option>
                ))}
              </select>
            </label>
            <label className="export-citation__check">
              <input type="checkbox" name="withabstract" value="true" />
              <span>Include abstract</span>
            </label>
            <button type="submit">Export citation</button>
            <a className="export-citation__refworks" href={`/sdfe/arp/export/${encodeURIComponent(pii)}/refworks-tagged-format`}>
              Export to RefWorks
            </a>
          </fieldset>
        </form>
      </div>
      {shareUrl ? (
        <div id={SHARE_POPOVER_ID} className="article-tools__popover" popover="auto" role="dialog" aria-label="Share">
          <nav className="share-links" aria-label="Share this article">
            <ul>
              {shareLinks(title, shareUrl).map((link) => (
                <li key={link.id}>
                  <a className={`share-links__${link.id}`} href={link.href} rel="noopener noreferrer">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      ) : null}
      {mendeley ? (
        <div className="mendeley-slot" data-importer-url={mendeley.importerUrl} data-download-url={mendeley.downloadUrl} />
      ) : null}
    </div>
  );
}
