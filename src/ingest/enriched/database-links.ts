import { isText, type ArticleModel, type ContentNode } from '#src/shared/article/content-model.ts';
import { ACCESSION_PATTERNS, accessionKey, findAccessions } from '#src/ingest/enriched/accession-numbers.ts';
import type { Accession } from '#src/shared/enriched/enriched-content.ts';
import { RESOLVER_BY_PREFIX } from '#src/shared/identifiers/urn-resolvers.ts';
import { parseUrn, tryResolveUrn } from '#src/shared/identifiers/urn.ts';

/**
 * DL — database linking (spec 000 §3): accession numbers in the article's text and references,
 * and links the XML already makes to a database (`inter-ref` hrefs such as `genbank:AB000263`),
 * each resolved through the URN table and listed once, with its first mention.
 */

type Part = Accession['firstMention']['part'];

interface Segment {
  part: Part;
  sectionId: string | null;
  text: string;
}

/** Prefixes that are not scientific databases: links to articles, people and the web. */
const NOT_DATABASES = new Set(['doi', 'pii', 'pmid', 'pubmed', 'pmcid', 'pmc', 'arxiv', 'orcid', 'hdl', 'handle', 'isrctn']);
/** Node types whose text is not prose an accession could be in. */
const SKIPPED = new Set(['math', 'mathml', 'tex', 'code', 'preformat']);

interface Walk {
  segments: Segment[];
  links: Array<{ urn: string; part: Part; sectionId: string | null }>;
}

function push(w: Walk, part: Part, sectionId: string | null, text: string): void {
  const last = w.segments[w.segments.length - 1];
  if (last && last.part === part && last.sectionId === sectionId) last.text += text;
  else w.segments.push({ part, sectionId, text });
}

function walk(nodes: readonly ContentNode[] | undefined, part: Part, sectionId: string | null, w: Walk): void {
  for (const n of nodes ?? []) {
    if (isText(n)) {
      push(w, part, sectionId, n.text);
      continue;
    }
    if (SKIPPED.has(n.type)) continue;
    const id = n.type === 'section' && typeof n.attrs?.id === 'string' ? n.attrs.id : sectionId;
    const href = n.attrs?.href;
    if (typeof href === 'string' && (n.type === 'inter-ref' || n.type === 'link')) w.links.push({ urn: href, part, sectionId: id });
    walk(n.children, part, id, w);
    // Blocks and inline elements alike end a word: "GSE1234</td><td>GSE5678" must not run together.
    push(w, part, id, ' ');
  }
}

/** A database link the XML makes (`genbank:AB000263`), resolved; undefined for web links and article identifiers. */
function linkedAccession(urn: string): { database: string; prefix: string; id: string; url: string } | undefined {
  const parsed = parseUrn(urn);
  if (!parsed || NOT_DATABASES.has(parsed.prefix) || !RESOLVER_BY_PREFIX.has(parsed.prefix)) return undefined;
  const url = tryResolveUrn(urn);
  const database = ACCESSION_PATTERNS.find((p) => p.prefix === parsed.prefix)?.database ?? parsed.prefix.toUpperCase();
  return url ? { database, prefix: parsed.prefix, id: parsed.remainder, url } : undefined;
}

/** The article's accession numbers, each once, in order of first mention (body, back matter, data availability, references). */
export function databaseLinksOf(model: ArticleModel): Accession[] {
  const w: Walk = { segments: [], links: [] };
  walk(model.body, 'body', null, w);
  walk(model.back, 'back', null, w);
  walk(model.dataAvailability, 'data-availability', null, w);
  for (const r of model.references) push(w, 'references', null, ` ${r.text} `);

  const seen = new Set<string>();
  const out: Accession[] = [];
  const add = (a: { database: string; prefix: string; id: string; url: string }, part: Part, sectionId: string | null) => {
    const key = accessionKey(a);
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ database: a.database, prefix: a.prefix, id: a.id, url: a.url, firstMention: { part, sectionId } });
  };
  for (const l of w.links) {
    const a = linkedAccession(l.urn);
    if (a) add(a, l.part, l.sectionId);
  }
  for (const s of w.segments) for (const a of findAccessions(s.text)) add(a, s.part, s.sectionId);
  return out;
}
