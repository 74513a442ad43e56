import { isNoticeRole, type NoticeRole } from '#src/shared/recommendations/related-articles.ts';

/** A correction, retraction or expression of concern of the article being read. */
export interface NoticeLink {
  role: NoticeRole;
  title: string;
  url: string;
}

const WORDING: Record<NoticeRole, { lead: string; one: string; many: string }> = {
  retraction: { lead: 'This article has been retracted.', one: 'See the retraction notice:', many: 'See the retraction notices:' },
  'expression-of-concern': {
    lead: 'An expression of concern has been published about this article.',
    one: 'See the expression of concern:',
    many: 'See the expressions of concern:',
  },
  correction: { lead: 'This article has been corrected.', one: 'See the correction:', many: 'See the corrections:' },
};
const ORDER: readonly NoticeRole[] = ['retraction', 'expression-of-concern', 'correction'];

/**
 * The notice links from refersTo and referredToBy answers (read without zod to keep this
 * chunk small): articles whose role toward this one is a correction, retraction or
 * expression of concern, once each, with a link to follow.
 */
export function noticeLinks(...answers: unknown[]): NoticeLink[] {
  const seen = new Set<string>();
  const out: NoticeLink[] = [];
  for (const answer of answers) {
    const articles = (answer as { articles?: unknown } | null)?.articles;
    if (!Array.isArray(articles)) continue;
    for (const a of articles as Array<Record<string, unknown>>) {
      const { role, url, title, doi } = a;
      if (typeof role !== 'string' || !isNoticeRole(role) || typeof url !== 'string' || seen.has(url)) continue;
      // Only our own article paths or the DOI resolver: never a link the answer could point anywhere.
      if (!url.startsWith('/science/article/pii/') && !url.startsWith('https://doi.org/')) continue;
      seen.add(url);
      out.push({ role, url, title: typeof title === 'string' && title ? title : typeof doi === 'string' ? doi : url });
    }
  }
  return out;
}

/** One note per kind (retraction first), role="note", with the links as text and anchors built through the DOM. */
export function renderNotices(doc: Document, links: readonly NoticeLink[]): HTMLElement[] {
  return ORDER.flatMap((role) => {
    const mine = links.filter((l) => l.role === role);
    if (mine.length === 0) return [];
    const wording = WORDING[role];
    const note = doc.createElement('div');
    note.className = `related-notice related-notice--${role}`;
    note.setAttribute('role', 'note');
    note.setAttribute(
      'aria-label',
      role === 'correction' ? 'Correction notice' : role === 'retraction' ? 'Retraction notice' : 'Expression of concern',
    );
    const p = doc.createElement('p');
    const strong = doc.createElement('strong');
    strong.textContent = wording.lead;
    p.append(strong, ` ${mine.length === 1 ? wording.one : wording.many} `);
    const anchor = (l: NoticeLink) => {
      const a = doc.createElement('a');
      a.href = l.url;
      a.textContent = l.title;
      return a;
    };
    if (mine.length === 1) {
      p.append(anchor(mine[0]!));
      note.append(p);
    } else {
      const list = doc.createElement('ul');
      for (const l of mine) {
        const li = doc.createElement('li');
        li.append(anchor(l));
        list.append(li);
      }
      note.append(p, list);
    }
    return [note];
  });
}
