import type { HarvestRecord } from '#src/db/harvest-repository.server.ts';
import { el, toXmlDocument, type XmlContent, type XmlElementSpec } from '#src/server/xml-writer.ts';
import type { OaiArgs, OaiError, Verb } from './oai-arguments.ts';

export const OAI_NS = 'http://www.openarchives.org/OAI/2.0/';
const OAI_SCHEMA = 'http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd';
const XSI_NS = 'http://www.w3.org/2001/XMLSchema-instance';

/** What a verb needs to know about the request and the repository. */
export interface OaiRequestContext {
  /** Public origin, e.g. https://journals.example.org. */
  origin: string;
  baseUrl: string;
  /** The namespace part of item identifiers: oai:{repositoryId}:{pii}. */
  repositoryId: string;
  repositoryName: string;
  adminEmail: string;
  pageSize: number;
  tokenKey: Buffer;
}

export type VerbResult = { ok: true; body: XmlElementSpec } | { ok: false; errors: OaiError[] };

/** A stored microsecond timestamp as an OAI datestamp at the declared seconds granularity. */
export function datestamp(stamp: string): string {
  return `${stamp.slice(0, 19)}Z`;
}

export function oaiIdentifier(ctx: OaiRequestContext, pii: string): string {
  return `oai:${ctx.repositoryId}:${pii}`;
}

/** The PII an identifier names in this repository, or null when it is not one of ours. */
export function piiOfIdentifier(ctx: OaiRequestContext, identifier: string): string | null {
  const prefix = `oai:${ctx.repositoryId}:`;
  if (!identifier.startsWith(prefix)) return null;
  const pii = identifier.slice(prefix.length);
  return /^[A-Za-z0-9-]{1,40}$/.test(pii) ? pii : null;
}

export function articleUrl(ctx: OaiRequestContext, pii: string): string {
  return `${ctx.origin}/science/article/pii/${encodeURIComponent(pii)}`;
}

export function recordHeader(ctx: OaiRequestContext, record: HarvestRecord): XmlElementSpec {
  return el(
    'header',
    {},
    el('identifier', {}, oaiIdentifier(ctx, record.pii)),
    el('datestamp', {}, datestamp(record.stamp)),
    el('setSpec', {}, record.setSpec),
  );
}

/**
 * The OAI-PMH response document. After badVerb or badArgument the request element carries
 * the base URL only (§3.6); otherwise it echoes the verb and arguments.
 */
export function oaiDocument(
  ctx: OaiRequestContext,
  request: { verb?: Verb; args?: OaiArgs },
  content: XmlContent[],
  now: Date = new Date(),
): string {
  return toXmlDocument(
    el(
      'OAI-PMH',
      { xmlns: OAI_NS, 'xmlns:xsi': XSI_NS, 'xsi:schemaLocation': `${OAI_NS} ${OAI_SCHEMA}` },
      el('responseDate', {}, `${now.toISOString().slice(0, 19)}Z`),
      el('request', request.verb ? { verb: request.verb, ...request.args } : {}, ctx.baseUrl),
      ...content,
    ),
  );
}

export function errorElements(errors: OaiError[]): XmlElementSpec[] {
  return errors.map((e) => el('error', { code: e.code }, e.message));
}
