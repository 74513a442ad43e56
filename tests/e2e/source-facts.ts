import { readFileSync } from 'node:fs';
import { descendants, first, textContent, type XmlElement } from '../../src/ingest/xml/parse-xml.ts';
import { parseXml } from '../../src/ingest/xml/parse-xml.ts';

/** Facts read straight from a sample's XML, independently of the mappers, to check pages against. */
export interface SourceFacts {
  title: string;
  referenceCount: number;
  mathCount: number;
  firstAuthorSurname: string;
}

function mainArticle(root: XmlElement): XmlElement {
  return root;
}

export function jatsFacts(file: string): SourceFacts {
  const root = mainArticle(parseXml(readFileSync(file, 'utf8')));
  const front = first(root, 'front');
  const titleGroup = descendants(front, 'title-group')[0];
  const refList = descendants(first(root, 'back'), 'ref-list');
  const body = first(root, 'body');
  const contrib = descendants(front, 'contrib').find((c) => c.attrs['contrib-type'] === 'author');
  return {
    title: textContent(first(titleGroup, 'article-title')),
    referenceCount: refList.reduce((n, l) => n + descendants(l, 'ref').length, 0),
    mathCount: [front, body, first(root, 'back')].reduce((n, e) => n + descendants(e, 'math').length, 0),
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
