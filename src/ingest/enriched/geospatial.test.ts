import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAP_LIMITS } from '#src/shared/enriched/enriched-content.ts';
import { layerFromKml, plainText } from './geospatial.server.ts';

const ODP = readFileSync('tests/fixtures/geospatial/odp-sites.kml', 'utf8');
const placemarks = (n: number) =>
  `<kml xmlns="http://www.opengis.net/kml/2.2"><Document>${Array.from({ length: n }, (_, i) => `<Placemark><name>p${i}</name><Point><coordinates>${i % 180},0</coordinates></Point></Placemark>`).join('')}</Document></kml>`;

describe('GD: KML to GeoJSON within the interactive-map limits (000 §3, §9)', () => {
  it('the study sites of a real sample article, with names and plain-text descriptions', () => {
    const layer = layerFromKml('mmc9', 'odp-sites.kml', ODP.length, ODP);
    expect(layer.refused).toBeUndefined();
    expect(layer.features!.features.map((f) => [f.properties.name, f.geometry])).toEqual([
      ['ODP Site 1090B', { type: 'Point', coordinates: [8.89973, -42.91367, 0] }],
      ['ODP Site 689B', { type: 'Point', coordinates: [3.09993, -64.51682, 0] }],
    ]);
    const description = layer.features!.features[0]!.properties.description!;
    expect(description).toBe('ODP Leg 177 , Agulhas Ridge: diatom δ 30 Si record.');
    expect(description).not.toMatch(/[<>]/);
  });
  it.each([
    ['more than 1000 elements', placemarks(MAP_LIMITS.maxElements + 1), /1001 elements; the interactive map shows at most 1000/],
    [
      'more than 10 network links',
      `<kml><Document>${'<NetworkLink><Link><href>http://x/a.kml</href></Link></NetworkLink>'.repeat(11)}</Document></kml>`,
      /11 network links/,
    ],
    [
      'an entity declaration',
      '<!DOCTYPE kml [<!ENTITY x SYSTEM "file:///etc/passwd">]><kml><Document><name>&x;</name></Document></kml>',
      /entities/,
    ],
    ['broken XML', '<kml><Document>', /not readable KML/],
  ])('refuses %s with a message', (_name, text, message) => {
    const layer = layerFromKml('e', 'f.kml', text.length, text);
    expect(layer.features).toBeNull();
    expect(layer.refused).toMatch(message);
  });
  it('refuses a file over 3 MB without reading it', () => {
    expect(layerFromKml('e', 'f.kml', MAP_LIMITS.maxBytes + 1, '').refused).toMatch(/larger than 3 MB/);
    expect(layerFromKml('e', 'f.kml', 10, placemarks(MAP_LIMITS.maxElements)).refused).toBeUndefined();
  });
  it('plainText drops tags, scripts and entities', () => {
    expect(plainText('<p>a &amp; b<script>x()</script> <img src=x onerror=alert(1)></p>')).toBe('a & b');
  });
});
