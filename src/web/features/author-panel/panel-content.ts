import type { AuthorDetails } from '#src/web/features/author-panel/author-details.ts';
import { ORCID_ICON } from '#src/web/ui/author-icons.ts';
import type { Note } from '#src/shared/article/content-model.ts';
import { h, svgIcon } from './dom.ts';
import { renderNotes } from './note-content.ts';

/** The body of the Author side panel: everything the article says about one author. */

const E_ADDRESS_LABELS = { email: 'Email', url: 'Website', 'social-media': 'Social media' } as const;

function section(doc: Document, title: string, className: string, content: Node[]): HTMLElement {
  return h(doc, 'section', { className: `author-panel-section ${className}` }, [h(doc, 'h3', { text: title }), ...content]);
}

function notes(doc: Document, items: readonly Note[]): HTMLElement[] {
  return items.map((n) => h(doc, 'div', { className: 'author-panel-note' }, renderNotes(doc, n.children)));
}

function orcidLine(doc: Document, orcid: NonNullable<AuthorDetails['orcid']>): HTMLElement {
  // ORCID display guidelines: the iD icon next to the full https URL, which is the link.
  return h(doc, 'p', { className: 'author-panel-orcid' }, [
    h(doc, 'a', { attrs: { href: orcid.url } }, [
      svgIcon(doc, 'orcid-icon', ORCID_ICON.viewBox, [ORCID_ICON.circle, ORCID_ICON.letters]),
      h(doc, 'span', { className: 'sr-only', text: 'ORCID: ' }),
      orcid.url,
    ]),
  ]);
}

export function renderAuthorDetails(doc: Document, d: AuthorDetails): Node[] {
  const out: Node[] = [];
  if (d.memberOf) out.push(h(doc, 'p', { className: 'author-panel-role', text: `Member of ${d.memberOf}` }));
  if (d.memberCount) out.push(h(doc, 'p', { className: 'author-panel-role', text: `Collaboration of ${d.memberCount.toLocaleString('en-US')} members` }));
  if (d.isCorresponding) {
    out.push(h(doc, 'p', { className: 'author-panel-corresp' }, [h(doc, 'span', { text: '*', attrs: { 'aria-hidden': 'true' } }), ' Corresponding author']));
  }
  if (d.orcid) out.push(orcidLine(doc, d.orcid));
  if (d.affiliations.length > 0) {
    const items = d.affiliations.map((a) => h(doc, 'li', {}, [a.label ? h(doc, 'sup', { className: 'aff-label', text: a.label }) : null, a.text]));
    out.push(section(doc, d.affiliations.length > 1 ? 'Affiliations' : 'Affiliation', 'author-panel-affiliations', [h(doc, 'ul', {}, items)]));
  }
  if (d.eAddresses.length > 0) {
    const items = d.eAddresses.map((e) => h(doc, 'li', {}, [`${E_ADDRESS_LABELS[e.type]}: `, h(doc, 'a', { text: e.value, attrs: { href: e.href } })]));
    out.push(section(doc, 'Contact', 'author-panel-contact', [h(doc, 'ul', {}, items)]));
  }
  if (d.correspondences.length > 0) out.push(section(doc, 'Correspondence', 'author-panel-correspondence', notes(doc, d.correspondences)));
  if (d.footnotes.length > 0) out.push(section(doc, 'Notes', 'author-panel-notes', notes(doc, d.footnotes)));
  if (d.biography) out.push(section(doc, 'Biography', 'author-panel-biography', notes(doc, [d.biography])));
  return out;
}
