import { z } from 'zod';
import { formatBibtex } from './bibtex.ts';
import type { CitationData } from './citation-data.ts';
import { formatPlainText } from './plain-text.ts';
import { formatRefWorks } from './refworks.ts';
import { formatRis } from './ris.ts';

export interface CitationOptions {
  withAbstract: boolean;
  /** Absolute URL of the article page, for the formats that carry it. */
  articleUrl: string;
}

export interface CitationFormat {
  label: string;
  /** Content-Type of the download, with its charset. */
  contentType: string;
  /** Appended to the PII for the download's file name. */
  fileSuffix: string;
  render: (data: CitationData, options: CitationOptions) => string;
}

/** The `format` values of the export form (spec 001 §2), in the order the form lists them. */
export const CITE_FORMATS = ['application/x-research-info-systems', 'text/x-bibtex', 'text/plain'] as const;
export type CiteFormat = (typeof CITE_FORMATS)[number];

export const CITATION_FORMATS: Record<CiteFormat | 'refworks', CitationFormat> = {
  'application/x-research-info-systems': {
    label: 'RIS',
    contentType: 'application/x-research-info-systems; charset=utf-8',
    fileSuffix: '.ris',
    render: formatRis,
  },
  'text/x-bibtex': { label: 'BibTeX', contentType: 'text/x-bibtex; charset=utf-8', fileSuffix: '.bib', render: formatBibtex },
  'text/plain': { label: 'Text', contentType: 'text/plain; charset=utf-8', fileSuffix: '.txt', render: formatPlainText },
  refworks: { label: 'RefWorks', contentType: 'text/plain; charset=utf-8', fileSuffix: '-refworks.txt', render: formatRefWorks },
};

const withAbstractSchema = z
  .enum(['true', 'false'], { error: 'withabstract must be true or false' })
  .optional()
  .transform((value) => value === 'true');

/** GET /sdfe/arp/cite?pii=…&format=…&withabstract=true */
export const citeQuerySchema = z.object({
  pii: z
    .string({ error: (issue) => (issue.input === undefined ? 'pii is required' : 'pii must be given once') })
    .trim()
    .min(1, 'pii is required')
    .max(64, 'pii is too long'),
  format: z.enum(CITE_FORMATS, { error: `format must be one of ${CITE_FORMATS.join(', ')}` }),
  withabstract: withAbstractSchema,
});

/** GET /sdfe/arp/export/{pii}/refworks-tagged-format[?withabstract=true] */
export const refWorksQuerySchema = z.object({ withabstract: withAbstractSchema });
