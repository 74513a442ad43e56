import type { ReactElement, ReactNode } from 'react';
import type { AuthorDetails } from './author-details.ts';
import { ORCID_ICON } from '#src/web/ui/author-icons.ts';
import type { Note } from '#src/shared/article/content-model.ts';
import { AuthorNotes } from './author-notes.tsx';
import { groupedCount } from '#src/shared/site/grouped-count.ts';

/** The body of the Author side panel: everything the article says about one author. */
const E_ADDRESS_LABELS = { email: 'Email', url: 'Website', 'social-media': 'Social media' } as const;

function Section({ title, className, children }: { title: string; className: string; children: ReactNode }): ReactElement {
  return (
    <section className={`author-panel-section ${className}`}>
      <h3>{title}</h3>
      {children}
    </section>
  );
}

function Notes({ items }: { items: readonly Note[] }): ReactNode {
  return items.map((n, i) => (
    <div key={i} className="author-panel-note">
      <AuthorNotes nodes={n.children} />
    </div>
  ));
}

export function OrcidIcon(): ReactElement {
  return (
    <svg className="orcid-icon" viewBox={ORCID_ICON.viewBox} width="16" height="16" aria-hidden="true" focusable="false">
      <path d={ORCID_ICON.circle.d} fill={ORCID_ICON.circle.fill} />
      <path d={ORCID_ICON.letters.d} fill={ORCID_ICON.letters.fill} />
    </svg>
  );
}

export function AuthorDetailsView({ details: d }: { details: AuthorDetails }): ReactElement {
  return (
    <>
      {d.memberOf ? <p className="author-panel-role">{`Member of ${d.memberOf}`}</p> : null}
      {d.memberCount ? <p className="author-panel-role">{`Collaboration of ${groupedCount(d.memberCount)} members`}</p> : null}
      {d.isCorresponding ? (
        <p className="author-panel-corresp">
          <span aria-hidden="true">*</span> Corresponding author
        </p>
      ) : null}
      {d.orcid ? (
        // ORCID display guidelines: the iD icon next to the full https URL, which is the link.
        <p className="author-panel-orcid">
          <a href={d.orcid.url}>
            <OrcidIcon />
            <span className="sr-only">ORCID: </span>
            {d.orcid.url}
          </a>
        </p>
      ) : null}
      {d.affiliations.length > 0 ? (
        <Section title={d.affiliations.length > 1 ? 'Affiliations' : 'Affiliation'} className="author-panel-affiliations">
          <ul>
            {d.affiliations.map((a, i) => (
              <li key={i}>
                {a.label ? <sup className="aff-label">{a.label}</sup> : null}
                {a.text}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {d.eAddresses.length > 0 ? (
        <Section title="Contact" className="author-panel-contact">
          <ul>
            {d.eAddresses.map((e, i) => (
              <li key={i}>
                {`${E_ADDRESS_LABELS[e.type]}: `}
                <a href={e.href}>{e.value}</a>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {d.correspondences.length > 0 ? (
        <Section title="Correspondence" className="author-panel-correspondence">
          <Notes items={d.correspondences} />
        </Section>
      ) : null}
      {d.footnotes.length > 0 ? (
        <Section title="Notes" className="author-panel-notes">
          <Notes items={d.footnotes} />
        </Section>
      ) : null}
      {d.biography ? (
        <Section title="Biography" className="author-panel-biography">
          <Notes items={[d.biography]} />
        </Section>
      ) : null}
    </>
  );
}
