import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSubstanceImport } from './substance-import.ts';
import { isValidCasNumber } from '../shared/substances/substance-record.ts';
import { chemistryDbLink } from '../server/api/chemistry-db-link.ts';

describe('CAS Registry Number check digit', () => {
  it.each([
    ['7732-18-5', true],
    ['7647-14-5', true],
    ['53123-88-9', true],
    ['7732-18-4', false],
    ['7732185', false],
    ['1-18-5', false],
  ])('%s → %s', (cas, ok) => expect(isValidCasNumber(cas)).toBe(ok));
});

describe('substance import files', () => {
  it('reads CSV: otherTitles split on |, URL columns into substanceUrls', () => {
    const csv =
      'id,title,otherTitles,molecularFormula,molecularWeight,casRegistryNumber,citations\nwater,water,H2O|oxidane,H2O,18.015,7732-18-5,/search?qs=water\n';
    expect(parseSubstanceImport('s.csv', csv)).toEqual([
      expect.objectContaining({
        id: 'water',
        otherTitles: ['H2O', 'oxidane'],
        molecularWeight: '18.015',
        casRegistryNumber: '7732-18-5',
        substanceUrls: { suppliers: null, druglikeness: null, reactions: null, substanceImage: null, citations: '/search?qs=water' },
        substanceFacts: [],
      }),
    ]);
  });

  it('reports every bad CSV row with its line, and imports nothing', () => {
    const csv =
      'id,title,casRegistryNumber,molecularWeight\nok,water,7732-18-5,18\nbad,ethanol,64-17-6,46\n"quoted\nid",x,,\nalso,<b>x</b>,,heavy\n';
    expect(() => parseSubstanceImport('s.csv', csv)).toThrow(
      [
        '3 bad rows; nothing was imported:',
        's.csv:3: casRegistryNumber must be a CAS Registry Number with a valid check digit, such as 7732-18-5',
        's.csv:5: id must be 1 to 64 letters, digits, dots, underscores or hyphens',
        's.csv:6: title: must be plain text (no < > or control characters); molecularWeight must be a number such as 180.16 (g/mol)',
      ].join('\n'),
    );
  });

  it('refuses an unknown CSV column and a file that is neither CSV nor JSON', () => {
    expect(() => parseSubstanceImport('s.csv', 'id,title,colour\na,b,c\n')).toThrow('line 1: unknown column "colour"');
    expect(() => parseSubstanceImport('s.txt', 'x')).toThrow('s.txt: give a .csv or .json file');
  });

  it('reports JSON rows by the line their object starts on; a repeated id names the first line', () => {
    const json =
      '[\n  {"id": "a", "title": "water"},\n  {\n    "id": "a", "title": "ice"\n  },\n  {"id": "c", "title": "x", "image": "javascript:alert(1)"}\n]';
    expect(() => parseSubstanceImport('s.json', json)).toThrow(
      [
        '2 bad rows; nothing was imported:',
        's.json:3: id "a" is already used on line 2',
        's.json:6: image: must be an http(s) URL or a path starting with /',
      ].join('\n'),
    );
    expect(() => parseSubstanceImport('s.json', '{"id": "a"}')).toThrow('a JSON import file is an array of substances');
    expect(() => parseSubstanceImport('s.json', '[')).toThrow(/^not valid JSON/);
  });

  it('the bundled starter set is a valid import file with a valid CAS number for every substance', () => {
    const records = parseSubstanceImport('starter-substances.json', readFileSync('db/substances/starter-substances.json', 'utf8'));
    expect(records.length).toBeGreaterThanOrEqual(30);
    for (const r of records) expect(r.casRegistryNumber && isValidCasNumber(r.casRegistryNumber), r.id).toBe(true);
  });

  it('migration 0018 seeds exactly the bundled starter set', () => {
    const sql = readFileSync('db/migrations/0018_substances.sql', 'utf8');
    const seeded = /\$starter\$\n([\s\S]*)\n\$starter\$/.exec(sql)![1]!;
    expect(JSON.parse(seeded)).toEqual(JSON.parse(readFileSync('db/substances/starter-substances.json', 'utf8')));
  });
});

describe('chemistry database link (001 §2: analytics query parameter appended)', () => {
  it.each([
    [
      'https://pubchem.ncbi.nlm.nih.gov/compound/{name}',
      { title: 'sodium chloride', casRegistryNumber: '7647-14-5' },
      'https://pubchem.ncbi.nlm.nih.gov/compound/sodium%20chloride?utm_source=lectern-substance-panel',
    ],
    [
      'https://db.example.org/search?q={cas}#top',
      { title: 'water', casRegistryNumber: '7732-18-5' },
      'https://db.example.org/search?q=7732-18-5&utm_source=lectern-substance-panel#top',
    ],
    ['https://db.example.org/search?q={cas}', { title: 'x', casRegistryNumber: null }, null],
    [undefined, { title: 'water', casRegistryNumber: null }, null],
  ] as const)('%s', (template, substance, expected) => expect(chemistryDbLink(template, substance)).toBe(expected));
});
