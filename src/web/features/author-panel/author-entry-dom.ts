import type { AuthorData } from '#src/web/features/author-panel/author-details.ts';
import { authorIcons, authorNameKind, memberCountLabel, memberPanelId } from '#src/shared/article/author-entry.ts';
import { EMAIL_ICON_PATH, ORCID_ICON, WEB_ICON_PATH } from '#src/web/ui/author-icons.ts';
import { orcidUrl } from '#src/shared/article/author-orcid.ts';
import type { Author } from '#src/shared/article/content-model.ts';
import { safeId } from '#src/shared/site/safe-url.ts';
import { h, svgIcon } from './dom.ts';

/**
 * Author entries built on the client for the full list, with the same markup and rules as
 * the server-rendered header (spec 000 §4), for the authors the header leaves out.
 */

const EMAIL_ICON = [{ d: EMAIL_ICON_PATH, fill: 'none' }];
const WEB_ICON = [{ d: WEB_ICON_PATH, fill: 'none' }];

function strokeIcon(doc: Document, paths: typeof EMAIL_ICON): SVGSVGElement {
  const svg = svgIcon(doc, 'author-icon', '0 0 24 24', paths);
  svg.querySelectorAll('path').forEach((p) => {
    p.setAttribute('stroke', 'currentColor');
    p.setAttribute('stroke-width', '2');
  });
  return svg;
}

export function authorNameElement(doc: Document, author: Pick<Author, 'id' | 'role' | 'href'>, name: string): HTMLElement {
  const kind = authorNameKind(author);
  if (kind.kind === 'profile-link') return h(doc, 'a', { className: 'author-name', text: name, attrs: { href: kind.href } });
  if (kind.kind === 'plain') return h(doc, 'span', { className: 'author-name', text: name });
  return h(doc, 'button', {
    className: 'author-name',
    text: name,
    attrs: { type: 'button', 'data-content-type': 'author', 'data-content-id': kind.panelId, 'aria-haspopup': 'dialog' },
  });
}

function markers(doc: Document, author: Author, data: AuthorData): HTMLElement | null {
  const items: Node[] = [];
  for (const affId of author.affiliationIds) {
    const label = data.affiliations.find((a) => a.id === affId)?.label?.trim();
    if (!label) continue;
    const id = safeId(affId);
    const onPage = id !== undefined && doc.getElementById(id) !== null;
    const content = [h(doc, 'span', { className: 'sr-only', text: 'Affiliation ' }), label];
    items.push(
      onPage
        ? h(doc, 'a', { className: 'aff-marker', attrs: { href: `#${id}` } }, content)
        : h(doc, 'span', { className: 'aff-marker' }, content),
    );
  }
  if (authorIcons(author).correspondence) {
    items.push(
      h(doc, 'span', { className: 'corresp-marker' }, [
        h(doc, 'span', { text: '*', attrs: { 'aria-hidden': 'true' } }),
        h(doc, 'span', { className: 'sr-only', text: 'Corresponding author' }),
      ]),
    );
  }
  if (items.length === 0) return null;
  return h(
    doc,
    'sup',
    { className: 'author-markers' },
    items.flatMap((item, i) => (i > 0 ? [', ', item] : [item])),
  );
}

/** One byline author (or collaboration) as the header renders it. */
export function authorItem(doc: Document, author: Author, index: number, data: AuthorData): HTMLLIElement {
  const name = author.name.display;
  const orcid = orcidUrl(author.orcid);
  const { email, web } = authorIcons(author);
  const members = author.kind === 'collaboration' ? (author.members?.length ?? 0) : 0;
  return h(
    doc,
    'li',
    {
      className: members > 0 || author.kind === 'collaboration' ? 'author author--collaboration' : 'author',
      attrs: { 'data-author-index': String(index) },
    },
    [
      authorNameElement(doc, author, name),
      members > 0 ? h(doc, 'span', { className: 'collab-members', text: memberCountLabel(members) }) : null,
      markers(doc, author, data),
      orcid
        ? h(doc, 'a', { className: 'orcid-link', attrs: { href: orcid, 'aria-label': `ORCID profile of ${name}` } }, [
            svgIcon(doc, 'orcid-icon', ORCID_ICON.viewBox, [ORCID_ICON.circle, ORCID_ICON.letters]),
          ])
        : null,
      email
        ? h(doc, 'a', { className: 'author-email', attrs: { href: email, 'aria-label': `Email ${name}` } }, [strokeIcon(doc, EMAIL_ICON)])
        : null,
      web
        ? h(doc, 'a', { className: 'author-web', attrs: { href: web, 'aria-label': `Website of ${name}` } }, [strokeIcon(doc, WEB_ICON)])
        : null,
    ],
  );
}

/** The members of a collaboration as their own list; each member opens the Author side panel. */
export function memberList(doc: Document, collaboration: Author): HTMLUListElement {
  const kind = authorNameKind({ id: collaboration.id });
  const list = h(doc, 'ul', { className: 'collab-member-list', attrs: { 'aria-label': `Members of ${collaboration.name.display}` } });
  const fragment = doc.createDocumentFragment();
  (collaboration.members ?? []).forEach((member, i) => {
    const id = kind.kind === 'panel' ? memberPanelId(kind.panelId, i) : '';
    fragment.append(h(doc, 'li', { className: 'author author--member' }, [authorNameElement(doc, { id }, member.name.display)]));
  });
  list.append(fragment);
  return list;
}
