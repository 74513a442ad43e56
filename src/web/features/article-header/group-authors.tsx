import type { ReactElement } from 'react';
import { isBylineAuthor } from '#src/shared/article/author-entry.ts';
import { orcidUrl } from '#src/shared/article/author-orcid.ts';
import type { ArticleModel, Author, PersonName } from '#src/shared/article/content-model.ts';
import { NON_BYLINE } from '#src/shared/article/model-stats.ts';
import { claimId } from '#src/shared/site/safe-url.ts';
import { OrcidIcon } from '#src/web/ui/author-icon-svgs.tsx';
import { groupedCount } from '#src/shared/site/grouped-count.ts';

/**
 * Group author details (as eLife shows them in an article's author information): each group
 * author of the byline with its members — name, ORCID, affiliations — and the authors the
 * article names outside its byline whose group is unknown. Members are never byline authors
 * (the header names the group and how many members it has). Server-rendered with the body:
 * a long membership (elife06416 lists 2,853) is folded in a native disclosure.
 */

export const GROUP_AUTHORS_ID = 'group-authors';
export const GROUP_AUTHORS_TITLE = 'Group author details';
export const OTHER_AUTHORS_TITLE = 'Other authors';

/** Memberships longer than this are folded (a disclosure that works without JavaScript). */
export const OPEN_MEMBER_LIMIT = 50;

interface Member {
  name: PersonName;
  affiliationIds: readonly string[];
  orcid?: string;
}

function MemberItem({
  member,
  affiliations,
  className,
}: {
  member: Member;
  affiliations: ReadonlyMap<string, string>;
  className: string;
}): ReactElement {
  const name = member.name.display;
  const orcid = orcidUrl(member.orcid);
  const affs = member.affiliationIds.flatMap((id) => affiliations.get(id) ?? []);
  return (
    <li className={className}>
      <span className="group-member__name">{name}</span>
      {orcid ? (
        <>
          {' '}
          <a className="orcid-link" href={orcid} aria-label={`ORCID profile of ${name}`}>
            <OrcidIcon />
          </a>
        </>
      ) : null}
      {affs.length > 0 ? (
        <>
          {' '}
          <span className="group-member__affiliations">{affs.join('; ')}</span>
        </>
      ) : null}
    </li>
  );
}

function MemberList({
  label,
  members,
  affiliations,
  className,
}: {
  label: string;
  members: readonly Member[];
  affiliations: ReadonlyMap<string, string>;
  className: string;
}): ReactElement {
  const list = (
    <ul className="group-members" aria-label={label}>
      {members.map((m, i) => (
        <MemberItem key={i} member={m} affiliations={affiliations} className={className} />
      ))}
    </ul>
  );
  if (members.length <= OPEN_MEMBER_LIMIT) return list;
  return (
    <details className="group-members-disclosure">
      <summary>{`Show all ${groupedCount(members.length)} members`}</summary>
      {list}
    </details>
  );
}

/** Group authors of the byline that list members. */
export function groupAuthors(article: ArticleModel): Author[] {
  return article.authors.filter((a) => isBylineAuthor(a) && (a.members?.length ?? 0) > 0);
}

export function GroupAuthors({ article, ids }: { article: ArticleModel; ids: Set<string> }): ReactElement | null {
  const groups = groupAuthors(article);
  const others = article.authors.filter((a) => a.contribType === NON_BYLINE);
  if (groups.length === 0 && others.length === 0) return null;
  const affiliations = new Map(article.affiliations.map((a) => [a.id, a.text] as const));
  return (
    <section id={claimId(ids, GROUP_AUTHORS_ID)} className="section back-section group-authors">
      <h2 className="section-title">{GROUP_AUTHORS_TITLE}</h2>
      {groups.map((g, i) => (
        <div key={i} className="group-author">
          <h3 className="group-author__name">{g.name.display}</h3>
          <MemberList
            label={`Members of ${g.name.display}`}
            members={g.members ?? []}
            affiliations={affiliations}
            className="collab-member"
          />
        </div>
      ))}
      {others.length > 0 ? (
        <div className="group-author">
          <h3 className="group-author__name">{OTHER_AUTHORS_TITLE}</h3>
          <MemberList label={OTHER_AUTHORS_TITLE} members={others} affiliations={affiliations} className="non-byline-author" />
        </div>
      ) : null}
    </section>
  );
}
