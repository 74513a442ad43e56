import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.server.ts';

// LECTERN_MAP_TILE_URL: the geospatial-data base map (README configuration table).
describe('LECTERN_MAP_TILE_URL', () => {
  it.each([
    [{}, undefined],
    [{ LECTERN_MAP_TILE_URL: '' }, undefined],
    [{ LECTERN_MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' }, 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'],
  ])('%j gives %s', (vars, expected) => {
    expect(loadEnv(vars).LECTERN_MAP_TILE_URL).toBe(expected);
  });

  it.each([
    ['javascript:alert(1)/{z}/{x}/{y}', /LECTERN_MAP_TILE_URL: must be an http\(s\):\/\/ URL template/],
    ['https://tiles.example.org/{z}/{x}.png', /LECTERN_MAP_TILE_URL: must contain \{z\}, \{x\} and \{y\}/],
  ])('refuses %s', (value, message) => {
    expect(() => loadEnv({ LECTERN_MAP_TILE_URL: value })).toThrow(message);
  });
});
