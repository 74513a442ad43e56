import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import type { ArticleModel } from '#src/shared/article/content-model.ts';
import { mapElsevier } from './elsevier/map-elsevier.ts';
import { mapJats } from './jats/map-jats.ts';
import { extractExam } from './exam/extract-exam.ts';
import { detectFormat } from './detect-format.ts';
import { computeEnriched } from './enriched/compute-enriched.ts';
import type { EnrichedEntry } from '#src/shared/enriched/enriched-content.ts';
import { decodeXml } from './xml/decode-xml.ts';
import { parseXml, XmlParseError } from './xml/parse-xml.ts';

/** A file that could not be read into an article; `message` is `file:line:col reason` or `file: reason`. */
export class IngestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IngestError';
  }
}

export interface ReadArticle {
  model: ArticleModel;
  sha256: string;
  bytes: number;
  /** The file's text (decoded from its declared encoding), stored for the article XML view. */
  xml: string;
  /** Enriched-content apps computed from the XML and the model (ADR 006). */
  enriched: EnrichedEntry[];
}

export function formatMegabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Reads, size-checks, parses and maps one XML file into a validated content model. */
export async function readArticleFile(file: string, maxBytes: number, enrich = true): Promise<ReadArticle> {
  const stat = await fs.stat(file).catch(() => undefined);
  if (!stat?.isFile()) throw new IngestError(`${file}: no such file`);
  if (stat.size > maxBytes) {
    throw new IngestError(
      `${file}: file is ${formatMegabytes(stat.size)}, over the ${formatMegabytes(maxBytes)} limit (LECTERN_MAX_XML_BYTES)`,
    );
  }
  const buffer = await fs.readFile(file);
  return readArticleBuffer(file, buffer, enrich);
}

/** `enrich` false skips the enriched-content apps (the bench's baseline; ADR 006). */
export function readArticleBuffer(file: string, buffer: Buffer, enrich = true): ReadArticle {
  let root;
  let xml: string;
  try {
    xml = decodeXml(buffer);
    root = parseXml(xml);
  } catch (e) {
    if (e instanceof XmlParseError) throw new IngestError(`${file}:${e.line}:${e.col} ${e.reason}`);
    throw new IngestError(`${file}: ${(e as Error).message}`);
  }
  let model: ArticleModel;
  try {
    const format = detectFormat(root);
    // The exam is taken out of the tree first: it is served apart from the body (001 §7).
    const exam = extractExam(root, format);
    const mapped = format === 'jats' ? mapJats(root, { fileName: file }) : mapElsevier(root, { fileName: file });
    // The untrusted input is the XML: the parser (no DTD, no entities, limits) and the mappers
    // are the trust boundary, and the exam's authored questions are checked by their schema as
    // they are extracted. The mappers' typed output is not parsed again by the content-model
    // schema (≈10 ms per article); read-article-schema.test.ts holds every sample to it.
    model =
      exam.questions.length > 0 || exam.warnings.length > 0
        ? { ...mapped, exam: exam.questions, warnings: [...mapped.warnings, ...exam.warnings] }
        : mapped;
  } catch (e) {
    throw new IngestError(`${file}: ${(e as Error).message}`);
  }
  const enriched = enrich ? computeEnriched(model, root) : [];
  return { model, sha256: createHash('sha256').update(buffer).digest('hex'), bytes: buffer.length, xml, enriched };
}
