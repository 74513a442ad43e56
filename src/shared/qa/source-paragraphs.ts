import { isText, textOf, type ArticleModel, type ContentNode, type ElementNode } from '../article/content-model.ts';
import { safeId } from '../site/safe-url.ts';
import { paragraphIds } from './paragraph-ids.ts';

/**
 * The paragraphs an answer may quote: body paragraphs of the article's sections (and its
 * data-availability statement), each with the text a reader sees on the page. Parts whose
 * rendered text differs from their XML text (math, footnote markers, figures, lists, links
 * without text, line breaks) become OBJECT, so no sentence holding one is ever quoted.
 */
export const OBJECT = '\uFFFC';

export type SectionKind = 'intro' | 'methods' | 'results' | 'discussion' | 'conclusions' | 'limitations' | 'data' | 'other';

export interface SourceParagraph {
  /** The paragraph's id on the page. */
  id: string;
  /** The id of the top-level section holding it ('' when the body has no sections). */
  sectionId: string;
  /** The id and title of the innermost titled section holding it. */
  innerSectionId: string;
  sectionTitle: string;
  kinds: readonly SectionKind[];
  /** Document order, from 0. */
  order: number;
  text: string;
}

const TEXT_INLINE = new Set(['bold', 'italic', 'sup', 'sub', 'underline', 'strike', 'small-caps', 'monospace', 'chem-struct', 'cross-ref']);
const LINK_INLINE = new Set(['inter-ref', 'intra-ref', 'link', 'e-address']);
/** Sections whose text answers nothing about the research itself. */
const SKIPPED_SECTION =
  /acknowledg|funding|financial|competing|conflicts? of interest|author(?:s'?|'s)? contribution|ethic|supplementa|abbreviation|declaration|disclosure|key resources? table|credit authorship|appendi/i;

const KIND_RULES: ReadonlyArray<[SectionKind, RegExp]> = [
  [
    'data',
    /data (?:and (?:code|materials?) )?(?:availability|access|sharing)|availability of (?:data|materials)|code availability|data deposition/i,
  ],
  ['limitations', /limitation|caveat|shortcoming/i],
  ['conclusions', /conclu|summary|closing remarks|outlook/i],
  ['intro', /intro|background|motivation/i],
  [
    'methods',
    /method|material|experimental (?:procedure|design|setup|section)|procedure|study design|participants|data collection|model description|sample|statistic/i,
  ],
  ['results', /result|finding/i],
  ['discussion', /discussion/i],
];

/** What kind of section a title and JATS sec-type say it is (a title may name two: "Results and discussion"). */
export function sectionKinds(title: string, type: string): SectionKind[] {
  const label = `${type.replace(/[|_-]/g, ' ')} ${title}`;
  const kinds = KIND_RULES.filter(([, re]) => re.test(label)).map(([k]) => k);
  return kinds.length > 0 ? kinds : ['other'];
}

/** The paragraph's text as the page shows it, OBJECT where it shows something else. */
export function paragraphText(nodes: readonly ContentNode[] | undefined): string {
  let out = '';
  for (const n of nodes ?? []) {
    if (isText(n)) out += n.text;
    else if (TEXT_INLINE.has(n.type)) out += paragraphText(n.children);
    else if (LINK_INLINE.has(n.type) && (n.children?.length ?? 0) > 0) out += paragraphText(n.children);
    else out += OBJECT;
  }
  return out;
}

function titleOf(section: ElementNode): string {
  const title = section.children?.find((c): c is ElementNode => !isText(c) && c.type === 'section-title');
  return textOf(title?.children).replace(/\s+/g, ' ').trim();
}

interface Frame {
  sectionId: string;
  innerSectionId: string;
  title: string;
  kinds: readonly SectionKind[];
}

export function sourceParagraphs(model: Pick<ArticleModel, 'body' | 'back' | 'dataAvailability'>): SourceParagraph[] {
  const ids = paragraphIds([model.body, model.back, model.dataAvailability]);
  const out: SourceParagraph[] = [];
  const visit = (nodes: readonly ContentNode[] | undefined, frame: Frame, top: boolean) => {
    for (const n of nodes ?? []) {
      if (isText(n)) continue;
      if (n.type === 'section') {
        const title = titleOf(n);
        if (SKIPPED_SECTION.test(title) || /supplementary|acknowledg/.test(String(n.attrs?.type ?? ''))) continue;
        const id = safeId(n.attrs?.id) ?? '';
        const own = sectionKinds(title, String(n.attrs?.type ?? ''));
        const kinds = own[0] === 'other' ? frame.kinds : own;
        visit(
          n.children,
          { sectionId: top ? id : frame.sectionId, innerSectionId: title ? id : frame.innerSectionId, title: title || frame.title, kinds },
          false,
        );
      } else if (n.type === 'para') {
        const id = ids.get(n);
        const text = paragraphText(n.children);
        if (id && text.trim())
          out.push({
            id,
            sectionId: frame.sectionId,
            innerSectionId: frame.innerSectionId,
            sectionTitle: frame.title,
            kinds: frame.kinds,
            order: out.length,
            text,
          });
      }
    }
  };
  visit(model.body, { sectionId: '', innerSectionId: '', title: '', kinds: ['other'] }, true);
  // Back matter: only data-availability sections; then the data-availability statement itself.
  for (const n of model.back) {
    if (!isText(n) && n.type === 'section' && sectionKinds(titleOf(n), String(n.attrs?.type ?? '')).includes('data'))
      visit([n], { sectionId: '', innerSectionId: '', title: '', kinds: ['data'] }, true);
  }
  visit(
    model.dataAvailability,
    { sectionId: 'data-availability', innerSectionId: 'data-availability', title: 'Data availability', kinds: ['data'] },
    false,
  );
  return out;
}
