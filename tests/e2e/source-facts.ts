import { readFileSync } from 'node:fs';
import { descendants, first, parseXml, textContent } from '../../src/ingest/xml/parse-xml.ts';

/** Facts read straight from a sample's XML, independently of the mappers, to check pages against. */
export interface SourceFacts {
  title: string;
  referenceCount: number;
  mathCount: number;
  firstAuthorSurname: string;
}

export function jatsFacts(file: string): SourceFacts {
  const root = parseXml(readFileSync(file, 'utf8'));
  const front = first(root, 'front');
  const titleGroup = descendants(front, 'title-group')[0];
  const refList = descendants(first(root, 'back'), 'ref-list');
  const contrib = descendants(front, 'contrib').find((c) => c.attrs['contrib-type'] === 'author');
  return {
    title: textContent(first(titleGroup, 'article-title')),
    referenceCount: refList.reduce((n, l) => n + descendants(l, 'ref').length, 0),
    // The page shows the whole document: front, body, back and sub-articles (decision letters).
    mathCount: descendants(root, 'math').length,
    firstAuthorSurname: textContent(descendants(contrib, 'surname')[0]),
  };
}

export function elsevierFacts(file: string): SourceFacts {
  const root = parseXml(readFileSync(file, 'utf8'));
  const head = descendants(root, 'head')[0];
  return {
    title: textContent(first(head, 'title')),
    referenceCount: descendants(root, 'bib-reference').length,
    mathCount: descendants(root, 'math').length,
    firstAuthorSurname: textContent(descendants(head, 'surname')[0]),
  };
}
