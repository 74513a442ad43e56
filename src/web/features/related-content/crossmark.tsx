import { useCallback, useState } from 'react';
import type { ReferredToByResponse } from '#src/shared/api/api-contract.ts';
import { isReferredToByResponse } from '#src/web/ui/api-guards.ts';
import { readJson } from '#src/web/ui/json-shape.ts';
import type { AjaxLinks } from '#src/shared/article/article-page-state.ts';
import { crossmarkStatus, crossmarkUpdates } from '#src/web/features/related-content/crossmark.ts';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { fetchSectionJson, useSectionData } from '../../ui/use-section-data.ts';
import { loadArticleContext } from './use-article-context.ts';

/**
 * 'Check for updates' and its crossmark dialog (001 §2, §4): the notices stored here that
 * update this article (referredToBy, fetched when the dialog first opens).
 */
export function Crossmark({ pii, ajaxLinks }: { pii: string; ajaxLinks: Partial<AjaxLinks> | null }) {
  const [open, setOpen] = useState(false);
  const section = useSectionData<ReferredToByResponse>(
    'referredToBy',
    async (signal) => {
      const { eid } = await loadArticleContext(pii, signal);
      return fetchSectionJson(`/sdfe/arp/eid/${encodeURIComponent(eid)}/referredToBy`, signal, (v) =>
        readJson(v, isReferredToByResponse, 'referred-to-by'),
      );
    },
    { ajaxLinks, enabled: open },
  );
  const close = useCallback(() => setOpen(false), []);
  if (!ajaxLinks?.referredToBy) return null;
  const updates = section.data ? crossmarkUpdates(section.data.articles) : [];
  return (
    <>
      <button type="button" className="related-crossmark secondary-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Check for updates
      </button>
      <ModalDialog open={open} title="Check for updates" onClose={close} className="crossmark-dialog">
        {section.message ? <p>{section.message}</p> : null}
        {section.status === 'failed' ? <p>Updates cannot be checked at this time.</p> : null}
        {section.status === 'received' ? <p className="crossmark__status">{crossmarkStatus(updates)}</p> : null}
        {updates.length > 0 ? (
          <ul className="crossmark__updates">
            {updates.map((u) => (
              <li key={`${u.label}:${u.title}`}>
                <strong>{u.label}</strong>
                {u.year ? ` (${u.year})` : ''}: {u.url ? <a href={u.url}>{u.title}</a> : u.title}
              </li>
            ))}
          </ul>
        ) : null}
      </ModalDialog>
    </>
  );
}
