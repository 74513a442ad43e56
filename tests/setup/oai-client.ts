import { descendants, first, isElement, textContent, type XmlElement } from '#src/ingest/xml/parse-xml.ts';
import { parseXml } from '#src/ingest/xml/parse-xml.ts';

export const OAI_NS = 'http://www.openarchives.org/OAI/2.0/';

export interface OaiAnswer {
  status: number;
  contentType: string | null;
  root: XmlElement;
}

/** One OAI-PMH request, its XML parsed with the repository's own safe parser. */
export async function oaiGet(base: string, params: Record<string, string>): Promise<OaiAnswer> {
  const res = await fetch(`${base}/oai?${new URLSearchParams(params)}`);
  return { status: res.status, contentType: res.headers.get('content-type'), root: parseXml(await res.text()) };
}

export function errorCodes(root: XmlElement): string[] {
  return descendants(root, 'error').map((e) => e.attrs.code ?? '');
}

export function text(el: XmlElement | undefined, ...path: string[]): string {
  let cur = el;
  for (const name of path) cur = first(cur, name);
  return textContent(cur);
}

export function childElements(el: XmlElement | undefined): XmlElement[] {
  return el ? el.children.filter(isElement) : [];
}

/** Follows every resumption token of a list; returns the pages' roots. */
export async function harvestAll(base: string, params: Record<string, string>, maxPages = 1000): Promise<XmlElement[]> {
  const pages: XmlElement[] = [];
  let next: Record<string, string> | null = params;
  while (next && pages.length < maxPages) {
    const { root } = await oaiGet(base, next);
    pages.push(root);
    const token = descendants(root, 'resumptionToken')[0];
    const value = token ? textContent(token) : '';
    next = value ? { verb: params.verb!, resumptionToken: value } : null;
  }
  return pages;
}
