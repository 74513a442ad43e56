import { useEffect, useId, useRef, useState, type ReactElement } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { feature } from 'topojson-client';
import type { GeometryObject, Topology } from 'topojson-specification';
// Natural Earth 1:110m land (public domain) as TopoJSON, from world-atlas (ISC): the offline base map.
import land from 'world-atlas/land-110m.json';
import { safeHref } from '#src/shared/site/safe-url.ts';

/** The chunk's own reading of the GD payload (validated at ingest; computed by the server). */
interface MapFeature {
  type: 'Feature';
  geometry: GeoJSON.Geometry | null;
  properties: { name?: string; description?: string };
}
interface MapLayer {
  eid: string;
  name: string;
  size: number;
  features: { type: 'FeatureCollection'; features: MapFeature[] } | null;
  refused?: string;
  url?: string;
}

export const GEOSPATIAL_ANCHOR = 'ec-geospatial-data';
const OFFLINE_ATTRIBUTION = 'World outline: Natural Earth (public domain)';

function layersOf(gdPayload: unknown): { layers: MapLayer[]; tileUrl?: string } {
  const payload = gdPayload as { layers?: unknown; tileUrl?: unknown } | null | undefined;
  if (!payload || !Array.isArray(payload.layers)) return { layers: [] };
  const layers = (payload.layers as MapLayer[]).filter((l) => l && typeof l.eid === 'string' && typeof l.name === 'string');
  const tileUrl = typeof payload.tileUrl === 'string' && /^https?:\/\//.test(payload.tileUrl) ? payload.tileUrl : undefined;
  return { layers, tileUrl };
}

/**
 * Geospatial data (chunk `geospatial-data`; GD, spec 000 §3): each KML/KMZ attachment on an
 * interactive Leaflet map within the interactive-map limits (000 §9), otherwise the reason and
 * the file's download. Given the GD payload only, so the chunk shares no module with the others.
 */
export function GeospatialPanel({ payload }: { payload: unknown }): ReactElement | null {
  const { layers, tileUrl } = layersOf(payload);
  if (layers.length === 0) return null;
  return (
    <section id={GEOSPATIAL_ANCHOR} className="geospatial-data" aria-labelledby={`${GEOSPATIAL_ANCHOR}-title`}>
      <h2 id={`${GEOSPATIAL_ANCHOR}-title`}>Geospatial data</h2>
      {layers.map((layer) => (
        <GeoLayerView key={layer.eid} layer={layer} tileUrl={tileUrl} />
      ))}
    </section>
  );
}

function Download({ layer }: { layer: MapLayer }): ReactElement | null {
  const href = layer.url ? safeHref(layer.url) : undefined;
  if (!href) return null;
  return (
    <a className="geospatial-data__download" href={href} download>
      Download {layer.name} ({Math.max(1, Math.round(layer.size / 1024))} KB)
    </a>
  );
}

function GeoLayerView({ layer, tileUrl }: { layer: MapLayer; tileUrl?: string }): ReactElement {
  const titleId = useId();
  if (!layer.features) {
    return (
      <div className="geospatial-data__layer" role="group" aria-labelledby={titleId}>
        <h3 id={titleId}>{layer.name}</h3>
        <p className="geospatial-data__refused">
          {layer.refused ?? 'This file cannot be shown on the interactive map.'}{' '}
          {layer.url ? 'Download the file to open it in a GIS application.' : null}
        </p>
        <Download layer={layer} />
      </div>
    );
  }
  return (
    <div className="geospatial-data__layer" role="group" aria-labelledby={titleId}>
      <h3 id={titleId}>{layer.name}</h3>
      <InteractiveMap layer={layer} features={layer.features.features} tileUrl={tileUrl} />
      <Download layer={layer} />
    </div>
  );
}

interface MapHandle {
  map: L.Map;
  extent: L.LatLngBounds | null;
  byIndex: Map<number, L.Layer & { getBounds?: () => L.LatLngBounds; getLatLng?: () => L.LatLng }>;
}

function InteractiveMap({ layer, features, tileUrl }: { layer: MapLayer; features: MapFeature[]; tileUrl?: string }): ReactElement {
  const container = useRef<HTMLDivElement>(null);
  const handle = useRef<MapHandle | null>(null);
  const [zoom, setZoom] = useState<number | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const named = features.map((f, i) => ({ f, i, name: f.properties.name || `Feature ${i + 1}` }));

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const map = L.map(element, { keyboard: true, zoomSnap: 1, worldCopyJump: true, attributionControl: true, minZoom: 1 });
    if (tileUrl) {
      L.tileLayer(tileUrl, { attribution: `Tiles: ${new URL(tileUrl).host}`, maxZoom: 18, crossOrigin: true }).addTo(map);
    }
    const outline = feature(land as unknown as Topology, (land as unknown as Topology).objects.land as GeometryObject);
    L.geoJSON(outline, {
      interactive: false,
      attribution: OFFLINE_ATTRIBUTION,
      style: { color: '#5b6b5b', weight: 1, fillColor: '#dfe6d8', fillOpacity: tileUrl ? 0 : 1 },
    }).addTo(map);
    const byIndex: MapHandle['byIndex'] = new Map();
    const data = L.geoJSON({ type: 'FeatureCollection', features: features.filter((f) => f.geometry) } as GeoJSON.FeatureCollection, {
      pointToLayer: (_f, latlng) =>
        L.circleMarker(latlng, { radius: 7, color: '#7a1f00', weight: 2, fillColor: '#d9480f', fillOpacity: 0.9 }),
      style: { color: '#7a1f00', weight: 3 },
    });
    // Index the drawn layers by their feature's place in the payload (geometry-less features are listed but not drawn).
    let drawn = 0;
    const order = features.map((f, i) => (f.geometry ? i : -1)).filter((i) => i >= 0);
    data.eachLayer((l) => {
      const i = order[drawn++];
      const f = i === undefined ? undefined : features[i];
      if (i === undefined || !f) return;
      // Popup content as text nodes: names and descriptions are plain text, never markup.
      const body = document.createElement('div');
      const strong = document.createElement('strong');
      strong.textContent = f.properties.name || `Feature ${i + 1}`;
      body.append(strong);
      if (f.properties.description) {
        const p = document.createElement('p');
        p.textContent = f.properties.description;
        body.append(p);
      }
      l.bindPopup(body);
      l.on('click', () => setSelected(i));
      byIndex.set(i, l as MapHandle['byIndex'] extends Map<number, infer V> ? V : never);
    });
    data.addTo(map);
    const extent = data.getLayers().length > 0 ? data.getBounds() : null;
    if (extent?.isValid()) map.fitBounds(extent, { padding: [24, 24], maxZoom: 6 });
    else map.setView([20, 0], 1);
    const update = () => setZoom(map.getZoom());
    map.on('zoomend', update);
    update();
    handle.current = { map, extent, byIndex };
    return () => {
      map.remove();
      handle.current = null;
    };
  }, [features, tileUrl]);

  const zoomToExtent = () => {
    const h = handle.current;
    if (!h) return;
    if (h.extent?.isValid()) h.map.fitBounds(h.extent, { padding: [24, 24], maxZoom: 6 });
    setSelected(null);
    container.current?.focus();
  };
  const zoomToFeature = (i: number) => {
    const h = handle.current;
    const l = h?.byIndex.get(i);
    setSelected(i);
    if (!h || !l) return;
    if (l.getLatLng) h.map.setView(l.getLatLng(), Math.max(h.map.getZoom(), 6));
    else if (l.getBounds) h.map.fitBounds(l.getBounds(), { padding: [24, 24] });
    l.openPopup?.();
    container.current?.focus();
  };

  const mapLabel = `Map of ${layer.name}: ${features.length} ${features.length === 1 ? 'feature' : 'features'}. Arrow keys pan, plus and minus zoom.`;
  return (
    <div className="geospatial-data__map-wrap">
      <div
        ref={container}
        className="geospatial-data__map"
        role="region"
        aria-label={mapLabel}
        tabIndex={0}
        data-zoom={zoom ?? undefined}
      />
      <p className="visually-hidden" role="status" aria-live="polite">
        {zoom === null ? '' : `Zoom level ${zoom}${selected !== null ? `, showing ${named[selected]?.name ?? ''}` : ''}`}
      </p>
      <button type="button" className="geospatial-data__extent" onClick={zoomToExtent}>
        Zoom to all features
      </button>
      <ul className="geospatial-data__features" aria-label={`Features of ${layer.name}`}>
        {named.map(({ f, i, name }) => (
          <li key={i}>
            <button type="button" onClick={() => zoomToFeature(i)} aria-pressed={selected === i} disabled={!f.geometry}>
              {name}
            </button>
            {f.properties.description ? <p>{f.properties.description}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
