import { describe, expect, it } from 'vitest';
import { parseTopicImport, TopicImportError } from './topic-import.ts';

describe('topic import file', () => {
  it('reads JSON: discipline slugged, the name always one of the phrases', () => {
    const topics = parseTopicImport(
      JSON.stringify([
        { name: 'Ribosome', discipline: 'Biochemistry, Genetics and Molecular Biology', phrases: ['ribosomes'], description: 'A machine.' },
      ]),
      'json',
    );
    expect(topics).toEqual([
      {
        name: 'Ribosome',
        discipline: 'biochemistry-genetics-and-molecular-biology',
        slug: 'ribosome',
        phrases: ['Ribosome', 'ribosomes'],
        description: 'A machine.',
      },
    ]);
  });

  it('reads TSV with a header, "|" between phrases, defaults for missing columns', () => {
    const topics = parseTopicImport('# curated\nphrases\tname\nwind turbines|turbine\tWind turbine\n\tSolar cell\n', 'tsv');
    expect(topics).toEqual([
      {
        name: 'Wind turbine',
        discipline: 'multidisciplinary',
        slug: 'wind-turbine',
        phrases: ['Wind turbine', 'wind turbines', 'turbine'],
        description: null,
      },
      { name: 'Solar cell', discipline: 'multidisciplinary', slug: 'solar-cell', phrases: ['Solar cell'], description: null },
    ]);
  });

  it.each([
    ['{"name":"x"}', 'json', 'a JSON import file must hold an array of topics'],
    ['[{"name":""}]', 'json', 'topic 1: name:'],
    ['[{"name":"ok"},{"phrases":["a"]}]', 'json', 'topic 2: name:'],
    ['{', 'json', 'not valid JSON'],
    ['term\tdiscipline\nx\ty\n', 'tsv', 'line 1: the TSV header must name a "name" column'],
  ] as const)('refuses %s', (source, format, message) => {
    expect(() => parseTopicImport(source, format)).toThrow(TopicImportError);
    expect(() => parseTopicImport(source, format)).toThrow(message);
  });
});
