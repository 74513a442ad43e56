import { describe, expect, it } from 'vitest';
import { helpTextFor, type HelpTexts } from './help-text.ts';

const texts = { orcid: 'ORCID is a persistent identifier for researchers.', 'open-access': 'Free to read.' };

describe('helpTextFor (spec 000 §8)', () => {
  it.each<[string, HelpTexts | null | undefined, string, string]>([
    ['a record', texts, 'orcid', 'ORCID is a persistent identifier for researchers.'],
    ['a map', new Map(Object.entries(texts)), 'open-access', 'Free to read.'],
  ])('finds the text in %s', (_name, map, id, expected) => {
    expect(helpTextFor(map, id)).toBe(expected);
  });

  it.each<[string, HelpTexts | null | undefined, string, string]>([
    [
      "'Help text map empty | Throws 'Invalid state. No help text available.'' (empty record)",
      {},
      'orcid',
      'Invalid state. No help text available.',
    ],
    ['empty map', new Map(), 'orcid', 'Invalid state. No help text available.'],
    ['no map at all', undefined, 'orcid', 'Invalid state. No help text available.'],
    ['null', null, 'orcid', 'Invalid state. No help text available.'],
    [
      "'Help text for an id missing | Throws 'Invalid state. Help text for {id} not found.''",
      texts,
      'scopus',
      'Invalid state. Help text for scopus not found.',
    ],
    ['a Map without the id', new Map(Object.entries(texts)), 'doi', 'Invalid state. Help text for doi not found.'],
    ['inherited keys are not help ids', texts, 'constructor', 'Invalid state. Help text for constructor not found.'],
    ['__proto__ is not a help id', texts, '__proto__', 'Invalid state. Help text for __proto__ not found.'],
  ])('throws for %s', (_name, map, id, message) => {
    expect(() => helpTextFor(map, id)).toThrow(new Error(message));
  });
});
