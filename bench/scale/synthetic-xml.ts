/**
 * Synthetic article XML for `npm run bench:scale`: a real corpus file (JATS or Elsevier) with a
 * new DOI and PII and its title words and abstract sentences shuffled, the rest of its
 * structure untouched, so the normal ingest path reads it like any other article.
 *
 * - JATS: the PII is derived from the ISSN, the year and the item number (decision 003), so a
 *   copy gets item number `counter` (its elocation-id) and the year 2099 in its article-meta:
 *   no real article of the corpus can share that PII.
 * - Elsevier: every occurrence of the PII (plain and formatted) is replaced by `S99…`.
 */

import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface SyntheticOptions {
  /** Unique per copy within a run (1 … 99,999): the JATS item number and part of the new PII/DOI. */
  counter: number;
  /** A run tag kept in the DOI (e.g. the start time), so copies of different runs never collide. */
  run: string;
  random: () => number;
}

/** A small seeded generator (mulberry32): the same seed gives the same copies. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `xml` can be copied: JATS with a DOI and an elocation-id, or Elsevier with a PII. */
export function canSynthesize(xml: string): boolean {
  if (/<xocs:pii-unformatted>[^<]+</.test(xml) || /<ce:pii>[^<]+</.test(xml)) return /<ce:title[^>]*>/.test(xml);
  return (
    /<article-id pub-id-type="doi">[^<]+<\/article-id>/.test(xml) &&
    /<elocation-id>[^<]*<\/elocation-id>/.test(xml) &&
    /<article-meta>/.test(xml)
  );
}

export function synthesizeXml(xml: string, options: SyntheticOptions): string {
  return /<ce:pii>|<xocs:pii-unformatted>/.test(xml) ? synthesizeElsevier(xml, options) : synthesizeJats(xml, options);
}

function newDoi(options: SyntheticOptions): string {
  return `10.99999/lectern-scale.${options.run}.${options.counter}`;
}

function replaceAll(xml: string, from: string | undefined, to: string): string {
  return from ? xml.replace(new RegExp(escapeRegExp(from), 'g'), to) : xml;
}

function synthesizeJats(xml: string, options: SyntheticOptions): string {
  const doi = /<article-id pub-id-type="doi">([^<]+)<\/article-id>/.exec(xml)?.[1];
  let out = replaceAll(xml, doi, newDoi(options));
  const metaStart = out.indexOf('<article-meta>');
  const metaEnd = out.indexOf('</article-meta>', metaStart);
  let meta = out.slice(metaStart, metaEnd);
  meta = meta
    .replace(/<elocation-id>[^<]*<\/elocation-id>/, `<elocation-id>e${options.counter}</elocation-id>`)
    .replace(/<year>\d{4}<\/year>/g, '<year>2099</year>')
    .replace(
      /<article-title>([\s\S]*?)<\/article-title>/,
      (_m, title: string) => `<article-title>${shuffleWords(title, options.random)}</article-title>`,
    );
  meta = shuffleFirstAbstract(meta, /<abstract[\s>]/, '</abstract>', /(<p>)([^<]+)(<\/p>)/g, options.random);
  out = out.slice(0, metaStart) + meta + out.slice(metaEnd);
  return out;
}

function synthesizeElsevier(xml: string, options: SyntheticOptions): string {
  const plain = /<xocs:pii-unformatted>([^<]+)</.exec(xml)?.[1];
  const formatted = /<ce:pii>([^<]+)</.exec(xml)?.[1] ?? /<xocs:pii-formatted>([^<]+)</.exec(xml)?.[1];
  const doi = /<ce:doi>([^<]+)</.exec(xml)?.[1] ?? /<xocs:doi>([^<]+)</.exec(xml)?.[1];
  const pii = `S99${options.run.slice(-6).padStart(6, '0')}${String(options.counter).padStart(8, '0')}`;
  let out = replaceAll(xml, formatted, pii);
  out = replaceAll(out, plain, pii);
  out = replaceAll(out, doi, newDoi(options));
  const head = Math.max(0, out.indexOf('<head>'));
  let rest = out.slice(head);
  rest = rest.replace(
    /(<ce:title[^>]*>)([\s\S]*?)(<\/ce:title>)/,
    (_m, open: string, title: string, close: string) => `${open}${shuffleWords(title, options.random)}${close}`,
  );
  rest = shuffleFirstAbstract(
    rest,
    /<ce:abstract[\s>]/,
    '</ce:abstract>',
    /(<ce:simple-para[^>]*>)([^<]+)(<\/ce:simple-para>)/g,
    options.random,
  );
  return out.slice(0, head) + rest;
}

/** The title's words in a new order (inline markup dropped: a title is plain text after it). */
function shuffleWords(title: string, random: () => number): string {
  const words = title
    .replace(/<[^>]+>/g, '')
    .split(/\s+/)
    .filter(Boolean);
  return shuffled(words, random).join(' ');
}

/** The sentences of every plain paragraph of the first abstract, in a new order. */
function shuffleFirstAbstract(xml: string, open: RegExp, close: string, para: RegExp, random: () => number): string {
  const start = xml.search(open);
  if (start === -1) return xml;
  const end = xml.indexOf(close, start);
  if (end === -1) return xml;
  const abstract = xml
    .slice(start, end)
    .replace(para, (_m, a: string, text: string, b: string) => `${a}${shuffled(text.split(/(?<=[.!?])\s+/), random).join(' ')}${b}`);
  return xml.slice(0, start) + abstract + xml.slice(end);
}

/**
 * Writes a synthetic copy of each template into `dir` as `synthetic-<counter>` (with the
 * template's extension: `.norm-xml` stays Elsevier's), advancing `options.counter` per copy.
 */
export async function writeSyntheticFiles(
  dir: string,
  templates: ReadonlyArray<{ file: string; xml: string }>,
  options: SyntheticOptions,
): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const t of templates) {
    options.counter++;
    const ext = t.file.endsWith('.norm-xml') ? '.norm-xml' : '.xml';
    await writeFile(join(dir, `synthetic-${options.counter}${ext}`), synthesizeXml(t.xml, options));
  }
}
