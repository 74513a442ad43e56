import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { kml } from '@tmcw/togeojson';
import { DOMParser } from '@xmldom/xmldom';
import type { Attachment } from '#src/shared/article/content-model.ts';
import { MAP_LIMITS, type GeoLayer, type GeospatialPayload } from '#src/shared/enriched/enriched-content.ts';
import { extractZip } from '../package/zip-extract.server.ts';

/**
 * GD — geospatial data (spec 000 §3: "the article body carries kml and kmz attachments, which
 * count as geospatial attachments"): each KML/KMZ attachment of the package parsed to GeoJSON
 * with @tmcw/togeojson on @xmldom/xmldom. No DTD or entity is ever loaded: a file declaring
 * one is refused. Within the interactive-map limits (000 §9: ≤ 3 MB, ≤ 1000 elements, ≤ 10
 * network links) the layer carries its features, with names and descriptions kept as plain
 * text; beyond them, or unreadable, it carries the reason, and the page offers the download.
 */

export function isGeospatial(a: Attachment): boolean {
  return !!a.storageKey && /^(kml|kmz)$/i.test(a.extension ?? path.extname(a.fileBasename).slice(1));
}

/** Tags and entities out of an author's description: the map shows text, never markup. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:nbsp|#160);/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

async function kmlText(file: string, extension: string): Promise<string> {
  if (extension !== 'kmz') return fs.readFile(file, 'utf8');
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-kmz-'));
  try {
    const names = await extractZip(file, dir, { maxBytes: MAP_LIMITS.maxBytes, maxEntries: 100 });
    const doc = names.find((n) => /(^|\/)doc\.kml$/i.test(n)) ?? names.find((n) => /\.kml$/i.test(n));
    if (!doc) throw new Error('the KMZ holds no .kml file');
    return await fs.readFile(path.join(dir, doc), 'utf8');
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

type GeoFeature = NonNullable<GeoLayer['features']>['features'][number];

/** One layer from a KML document's text. */
export function layerFromKml(eid: string, name: string, size: number, text: string): GeoLayer {
  const refuse = (refused: string): GeoLayer => ({ eid, name, size, features: null, refused });
  if (size > MAP_LIMITS.maxBytes)
    return refuse(`The file is larger than ${MAP_LIMITS.maxBytes / 1024 / 1024} MB, too large for the interactive map.`);
  if (/<!ENTITY|<!DOCTYPE[^>]*\[/i.test(text)) return refuse('The file declares XML entities, which are never loaded.');
  let failure: string | undefined;
  let doc;
  try {
    doc = new DOMParser({ onError: (level, message) => (level !== 'warning' ? (failure ??= message) : undefined) }).parseFromString(
      text,
      'text/xml',
    );
  } catch (e) {
    failure ??= (e as Error).message;
  }
  if (failure || !doc?.documentElement) return refuse(`The file is not readable KML (${(failure ?? 'no root element').slice(0, 120)}).`);
  const networkLinks = doc.getElementsByTagName('NetworkLink').length;
  if (networkLinks > MAP_LIMITS.maxNetworkLinks)
    return refuse(`The file has ${networkLinks} network links; the interactive map shows at most ${MAP_LIMITS.maxNetworkLinks}.`);
  const collection = kml(doc as unknown as Document) as unknown as {
    features: Array<{ geometry: unknown; properties: Record<string, unknown> | null }>;
  };
  if (collection.features.length > MAP_LIMITS.maxElements) {
    return refuse(`The file has ${collection.features.length} elements; the interactive map shows at most ${MAP_LIMITS.maxElements}.`);
  }
  const features = collection.features.map((f) => {
    const props = (f.properties ?? {}) as Record<string, unknown>;
    const description = props.description;
    const text =
      typeof description === 'string'
        ? description
        : typeof (description as { value?: unknown })?.value === 'string'
          ? (description as { value: string }).value
          : '';
    return {
      type: 'Feature' as const,
      geometry: (f.geometry ?? null) as GeoFeature['geometry'],
      properties: {
        ...(typeof props.name === 'string' && props.name.trim() ? { name: plainText(props.name).slice(0, 500) } : {}),
        ...(text ? { description: plainText(text).slice(0, 5000) } : {}),
      },
    };
  });
  return { eid, name, size, features: { type: 'FeatureCollection', features } };
}

/** The GD payload of a package, or undefined when it has no KML/KMZ attachment (no entry then). */
export async function geospatialOf(
  attachments: readonly Attachment[],
  pathOf: (eid: string) => string | undefined,
): Promise<GeospatialPayload | undefined> {
  const geo = attachments.filter(isGeospatial);
  if (geo.length === 0) return undefined;
  const layers: GeoLayer[] = [];
  for (const a of geo) {
    const file = pathOf(a.eid);
    if (!file) continue;
    const extension = (a.extension ?? path.extname(a.fileBasename).slice(1)).toLowerCase();
    const { size } = await fs.stat(file);
    const name = a.title?.trim() || `${a.fileBasename}.${extension}`;
    try {
      layers.push(layerFromKml(a.eid, name, size, size > MAP_LIMITS.maxBytes ? '' : await kmlText(file, extension)));
    } catch (e) {
      layers.push({ eid: a.eid, name, size, features: null, refused: `The file could not be read: ${(e as Error).message.slice(0, 200)}` });
    }
  }
  return { kmlIds: geo.map((a) => a.eid), layers };
}
