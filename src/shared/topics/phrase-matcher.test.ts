import { describe, expect, it } from 'vitest';
import { createLinkState, createPhraseIndex, linkableMatches, phraseKey, scanPhrases } from './phrase-matcher.ts';
import type { Topic } from './topic-contract.ts';

const topic = (name: string, stringMatch: string[] = [name]): Topic => ({
  name,
  targetURL: `/topics/test/${name.toLowerCase().replace(/\W+/g, '-')}`,
  stringMatch,
});
const TOPICS = [
  topic('Electron microscopy', ['electron microscopy', 'EM']),
  topic('Cryo-EM', ['cryo-EM', 'cryo EM']),
  topic('Ribosome'),
  topic('Parkinson’s disease', ["Parkinson's disease"]),
  topic('Microscopy'),
];
const index = createPhraseIndex(TOPICS);
const found = (text: string) => [...scanPhrases(text, index)].map((m) => text.slice(m.start, m.end));

describe('topic phrase matching (000 §5)', () => {
  it.each([
    // "It is on whole words only."
    ['the ribosome is large', ['ribosome']],
    ['ribosomes and polyribosome', []],
    ['EMBL and EM', ['EM']],
    // Case and separators as written: one space, a hyphen or a dash, an apostrophe.
    ['Electron  Microscopy of cells', ['Electron  Microscopy']],
    ['cryo–EM maps and cryo EM data', ['cryo–EM', 'cryo EM']],
    ['cryo. EM', ['EM']],
    ['Parkinson’s disease', ['Parkinson’s disease']],
  ])('%s → %j', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });

  it('"Overlapping matches are skipped": the longest phrase at a position wins and covers its words', () => {
    expect(found('electron microscopy data')).toEqual(['electron microscopy']);
  });

  it('"Only the first match per phrase is linked. A phrase already linked is not linked again."', () => {
    const state = createLinkState(5);
    const first = linkableMatches('ribosome one, ribosome two', index, state);
    expect(first.map((m) => m.phrase)).toEqual(['ribosome']);
    expect(linkableMatches('a later ribosome', index, state)).toEqual([]);
  });

  it('a target is linked at most as often as the scope allows, whichever of its phrases matches', () => {
    const state = createLinkState(1);
    expect(linkableMatches('electron microscopy and EM', index, state).map((m) => m.phrase)).toEqual(['electron microscopy']);
  });

  it('"It is skipped on the topic\'s own page"', () => {
    const state = createLinkState(1, '/topics/test/ribosome');
    expect(linkableMatches('the ribosome and microscopy', index, state).map((m) => m.phrase)).toEqual(['microscopy']);
  });

  it('keys phrases by their words and normalised separators', () => {
    expect(phraseKey(' Cryo–EM ')).toBe('cryo-em');
    expect(phraseKey('[NiFe] hydrogenase')).toBe('nife] hydrogenase');
  });
});
