import { Cite } from '@citation-js/core';
import '@citation-js/plugin-ris';
import '@citation-js/plugin-bibtex';

/** A CSL-JSON item as citation-js reads it from RIS or BibTeX. */
export interface CslItem {
  type?: string;
  title?: string;
  author?: Array<{ family?: string; given?: string; suffix?: string; literal?: string }>;
  'container-title'?: string;
  volume?: string;
  issue?: string;
  page?: string;
  number?: string;
  issued?: { 'date-parts'?: number[][] };
  ISSN?: string | string[];
  DOI?: string;
  URL?: string;
  abstract?: string;
  'citation-key'?: string;
}

/** Parses RIS or BibTeX with a third-party parser (citation-js), so our exports are checked by someone else's reading. */
export function parseCitation(text: string): CslItem[] {
  return new Cite(text).data as CslItem[];
}
