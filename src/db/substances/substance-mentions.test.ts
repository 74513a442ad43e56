import { describe, expect, it } from 'vitest';
import type { ArticleModel, ContentNode } from '#src/shared/article/content-model.ts';
import { createSubstanceIndex, substanceMentions, type RegistryEntry } from './substance-mentions.ts';

const REGISTRY: RegistryEntry[] = [
  { id: 'water', title: 'water', otherTitles: ['H2O'], molecularFormula: 'H2O', casRegistryNumber: '7732-18-5' },
  { id: 'nacl', title: 'sodium chloride', otherTitles: ['NaCl'], molecularFormula: 'NaCl', casRegistryNumber: '7647-14-5' },
  { id: 'atp', title: "adenosine 5'-triphosphate", otherTitles: ['ATP'], molecularFormula: 'C10H16N5O13P3', casRegistryNumber: '56-65-5' },
  {
    id: 'tris',
    title: 'tris(hydroxymethyl)aminomethane',
    otherTitles: ['Tris'],
    molecularFormula: 'C4H11NO3',
    casRegistryNumber: '77-86-1',
  },
  { id: 'co2', title: 'carbon dioxide', otherTitles: ['CO2'], molecularFormula: 'CO2', casRegistryNumber: '124-38-9' },
  { id: 'no', title: 'nitric oxide', otherTitles: [], molecularFormula: 'NO', casRegistryNumber: '10102-43-9' },
];
const index = createSubstanceIndex(REGISTRY);
const t = (text: string): ContentNode => ({ text });
const para = (...children: ContentNode[]): ContentNode => ({ type: 'para', children });
const article = (body: ContentNode[], title = 'A study'): Pick<ArticleModel, 'title' | 'abstracts' | 'body' | 'back'> => ({
  title: [t(title)],
  abstracts: [],
  body,
  back: [],
});
const ids = (body: ContentNode[], title?: string) => substanceMentions(article(body, title), index).map((m) => m.substanceId);

describe('substance mentions (001 §3 Substance)', () => {
  it.each([
    ['a lower-case name in any case, on word boundaries', [para(t('Water was added.'))], ['water']],
    ['not inside another word', [para(t('Underwater and waterproof.'))], []],
    ['abbreviations as written only', [para(t('ATP hydrolysis; atp is not ATP-like? it is.'))], ['atp']],
    ['an abbreviation in lower case is another word', [para(t('tris is a prefix, not the buffer'))], []],
    ['a hyphen is a word boundary', [para(t('in Tris-HCl buffer'))], ['tris']],
    ['subscripts join the formula: CO<sub>2</sub>', [para(t('CO'), { type: 'sub', children: [t('2')] }, t(' levels'))], ['co2']],
    ['paragraphs never join two words', [para(t('sodium')), para(t('chloride'))], []],
    ['a CAS Registry Number with a valid check digit', [para(t('CAS 7647-14-5 was used'))], ['nacl']],
    ['a CAS-like number with a bad check digit', [para(t('lot 7647-14-6'))], []],
    ['Elsevier chemical markup holding a formula', [para(t('gas ('), { type: 'chem-struct', children: [t('NO')] }, t(')'))], ['no']],
    ['a formula outside chemical markup is not a mention', [para(t('NO effect was seen'))], []],
  ] as const)('%s', (_name, body, expected) => {
    expect(ids(body as unknown as ContentNode[])).toEqual(expected);
  });

  it('orders substances by first mention, title first, and counts every mention', () => {
    const found = substanceMentions(
      article([para(t('ATP and water. Then sodium chloride, NaCl and ATP again.'))], 'Water and salt'),
      index,
    );
    expect(found.map((m) => [m.substanceId, m.mentions])).toEqual([
      ['water', 2],
      ['atp', 2],
      ['nacl', 2],
    ]);
    expect(found[0]!.firstOffset).toBe(0);
  });

  it('prefers the longest name at a place: "sodium chloride" is one mention', () => {
    const small = createSubstanceIndex([
      ...REGISTRY,
      { id: 'chloride', title: 'chloride', otherTitles: [], molecularFormula: null, casRegistryNumber: null },
    ]);
    expect(substanceMentions(article([para(t('sodium chloride'))]), small).map((m) => m.substanceId)).toEqual(['nacl']);
  });

  it('an empty registry finds nothing', () => {
    expect(substanceMentions(article([para(t('water'))]), createSubstanceIndex([]))).toEqual([]);
  });
});
