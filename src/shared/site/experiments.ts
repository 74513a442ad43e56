import type { PdfUrlType } from '../article/article-page-state.ts';

/**
 * Experiment flags a publisher turns on for the whole site (LECTERN_EXPERIMENTS, comma
 * separated). Site-wide, never per visitor: every anonymous reader still gets the same bytes,
 * so the anonymous article preview stays publicly cacheable.
 *
 * - `header-sign-in`: the guest header (001 §6 "A guest header shows when an experiment flag
 *   for header sign-in is on") — anonymous visitors get the sign-in choices in the header.
 * - `pdf-download-label`: the PDF link's A/B variant (000 §3 PDF link urlType `abTest`,
 *   labelled `Download PDF` instead of `View PDF`).
 */
export const EXPERIMENT_FLAGS = ['header-sign-in', 'pdf-download-label'] as const;
export type ExperimentFlag = (typeof EXPERIMENT_FLAGS)[number];

export type ParsedExperiments = { ok: true; flags: ExperimentFlag[] } | { ok: false; message: string };

/** "header-sign-in, other" → the known flags, or a message naming the unknown ones. */
export function parseExperiments(value: string | undefined): ParsedExperiments {
  const names = [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  const unknown = names.filter((n) => !(EXPERIMENT_FLAGS as readonly string[]).includes(n));
  if (unknown.length > 0) {
    return { ok: false, message: `unknown experiment ${unknown.map((u) => `"${u}"`).join(', ')}; known: ${EXPERIMENT_FLAGS.join(', ')}` };
  }
  return { ok: true, flags: names as ExperimentFlag[] };
}

export function experimentOn(flags: readonly ExperimentFlag[] | undefined, flag: ExperimentFlag): boolean {
  return flags?.includes(flag) ?? false;
}

/** The PDF link under the `pdf-download-label` experiment: a download becomes its abTest variant. */
export function pdfLinkInExperiment<T extends { urlType: PdfUrlType }>(pdf: T, flags: readonly ExperimentFlag[] | undefined): T {
  return experimentOn(flags, 'pdf-download-label') && pdf.urlType === 'download' ? { ...pdf, urlType: 'abTest' satisfies PdfUrlType } : pdf;
}
