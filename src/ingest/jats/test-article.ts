import type { ArticleModel } from '#src/shared/article/content-model.ts';
import { parseXml } from '../xml/parse-xml.ts';
import { mapJats } from './map-jats.ts';

/**
 * Test support: wraps JATS snippets in a minimal article so each test table states only
 * the part it is about.
 */
export interface ArticleParts {
  /** Attributes of <article> (default article-type="research-article"). */
  attrs?: string;
  /** Replaces the default article-id (eLife DOI) and elocation-id (e00005). */
  ids?: string;
  /** Replaces the default title-group content. */
  titleGroup?: string;
  /** Extra article-meta content, placed after the title group. */
  meta?: string;
  /** Replaces the default journal-meta content. */
  journal?: string;
  body?: string;
  back?: string;
  /** After </back>: sub-articles, floats-group. */
  after?: string;
}

const DEFAULT_JOURNAL =
  '<journal-title-group><journal-title>eLife</journal-title></journal-title-group><issn publication-format="electronic">2050-084X</issn>' +
  '<publisher><publisher-name>eLife Sciences Publications, Ltd</publisher-name></publisher>';

export function jatsArticle(parts: ArticleParts = {}): string {
  return (
    `<article ${parts.attrs ?? 'article-type="research-article"'} xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:mml="http://www.w3.org/1998/Math/MathML">` +
    `<front><journal-meta>${parts.journal ?? DEFAULT_JOURNAL}</journal-meta><article-meta>` +
    (parts.ids === undefined ? '<article-id pub-id-type="doi">10.7554/eLife.00005</article-id>' : '') +
    `<title-group>${parts.titleGroup ?? '<article-title>A title</article-title>'}</title-group>` +
    '<pub-date date-type="pub" publication-format="electronic"><day>30</day><month>10</month><year>2012</year></pub-date>' +
    `${parts.ids ?? '<elocation-id>e00005</elocation-id>'}${parts.meta ?? ''}</article-meta></front>` +
    `<body>${parts.body ?? ''}</body>${parts.back === undefined ? '' : `<back>${parts.back}</back>`}${parts.after ?? ''}</article>`
  );
}

export function mapArticle(parts: ArticleParts = {}): ArticleModel {
  return mapJats(parseXml(jatsArticle(parts)), { fileName: 'test.xml' });
}
