import { elements, first, type XmlElement } from '../xml/parse-xml.ts';
import { attrOf, flatText } from './text.ts';

/**
 * Members of a group author (a <contrib> holding a <collab>) listed outside it. JATS and its
 * users link them to their group in several ways, all read here:
 * - eLife (2015–2016): `contrib-type="author non-byline"` contribs in their own contrib-group,
 *   sharing the group's `<contrib-id contrib-id-type="group-author-key">`;
 * - JATS4R / SciELO SPS: the member's `rid` attribute, or an `<xref ref-type="collab">`,
 *   naming the id of the group's contrib or of its <collab>; SciELO puts them in a
 *   `<contrib-group content-type="collab-list">`;
 * - eLife's earlier form: the group's `<xref rid="gal1">` names the id of the contrib-group
 *   that lists its members.
 * A non-byline contrib linked to nothing belongs to the article's only group, when it has one.
 * (Members nested in the collab itself, `<collab><contrib-group>`, need no link.)
 */

const GROUP_KEY = 'group-author-key';

export function groupAuthorKey(contrib: XmlElement): string | undefined {
  return flatText(elements(contrib, 'contrib-id').find((i) => i.attrs['contrib-id-type'] === GROUP_KEY)) || undefined;
}

const tokens = (value: string | undefined): string[] => (value ?? '').split(/\s+/).filter(Boolean);

export const isNonByline = (contrib: XmlElement): boolean => /\bnon-byline\b/i.test(contrib.attrs['contrib-type'] ?? '');

/** Everything a member may name to point at this group: its key, its ids, the member lists it points to. */
export function collabLinks(contrib: XmlElement): Set<string> {
  const links = new Set<string>();
  const key = groupAuthorKey(contrib);
  if (key) links.add(`key:${key}`);
  for (const id of [attrOf(contrib, 'id'), attrOf(first(contrib, 'collab'), 'id')]) if (id) links.add(`id:${id}`);
  for (const x of elements(contrib, 'xref')) for (const rid of tokens(x.attrs.rid)) links.add(`group:${rid}`);
  return links;
}

/** What a possible member names: its key, the ids it refers to, the id of its contrib-group. */
function memberLinks(contrib: XmlElement, group: XmlElement): { explicit: string[]; group?: string } {
  const explicit: string[] = [];
  const key = groupAuthorKey(contrib);
  if (key) explicit.push(`key:${key}`);
  for (const rid of tokens(contrib.attrs.rid)) explicit.push(`id:${rid}`);
  for (const x of elements(contrib, 'xref'))
    if (x.attrs['ref-type'] === 'collab') for (const rid of tokens(x.attrs.rid)) explicit.push(`id:${rid}`);
  const groupId = attrOf(group, 'id');
  return groupId ? { explicit, group: `group:${groupId}` } : { explicit };
}

export interface MemberMatch {
  /** The group author (index into the `collabs` given) the contrib belongs to, if any. */
  collab?: number;
  /** The contrib is a member, not a byline author (set even when its group is unknown). */
  member: boolean;
}

const isCollabList = (group: XmlElement) => group.attrs['content-type'] === 'collab-list';

/**
 * Whether `contrib` (of `group`) is a member of one of `collabs` (the link sets of the
 * article's group authors, in order), and of which.
 */
export function matchMember(contrib: XmlElement, group: XmlElement, collabs: readonly Set<string>[]): MemberMatch {
  if (first(contrib, 'collab')) return { member: false };
  const links = memberLinks(contrib, group);
  const all = links.group ? [...links.explicit, links.group] : links.explicit;
  const found = collabs.findIndex((c) => all.some((l) => c.has(l)));
  if (found >= 0) return { collab: found, member: true };
  const listed = isNonByline(contrib) || (isCollabList(group) && collabs.length > 0);
  if (!listed) return { member: false };
  // Linked to nothing: the only group is its group (a collab-list names the first one).
  if (links.explicit.length === 0 && (collabs.length === 1 || isCollabList(group))) return { collab: 0, member: true };
  return { member: true };
}
