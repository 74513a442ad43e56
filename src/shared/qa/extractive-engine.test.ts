import { describe, expect, it } from 'vitest';
import type { ArticleModel, ContentNode, ElementNode } from '../article/content-model.ts';
import { buildExtractiveQuestions } from './extractive-engine.ts';
import { sectionKinds } from './source-paragraphs.ts';

const t = (text: string): ContentNode => ({ text });
const p = (id: string, ...children: ContentNode[]): ElementNode => ({ type: 'para', attrs: { id }, children });
const sec = (id: string, title: string, ...children: ContentNode[]): ElementNode => ({
  type: 'section',
  attrs: { id },
  children: [{ type: 'section-title', children: [t(title)] }, ...children],
});
type Model = Pick<ArticleModel, 'body' | 'back' | 'dataAvailability' | 'abstracts'>;
const article = (body: ContentNode[], extra: Partial<Model> = {}): Model => ({ body, back: [], abstracts: [], ...extra });

const STUDY = article(
  [
    sec(
      's1',
      'Introduction',
      p('p1', t('Chromatin compaction controls which genes a cell can express during development.')),
      p('p2', t('Here we investigate how the PRC2 complex binds nucleosomes in human cells.')),
    ),
    sec(
      's2',
      'Materials and methods',
      p('p3', t('We used cryo-electron microscopy to image the complex at high resolution. Samples were collected from insect cells.')),
    ),
    sec(
      's3',
      'Results',
      sec(
        's3-1',
        'Binding of PRC2 to nucleosomes',
        p('p4', t('We found that PRC2 binds two nucleosomes at once in every condition tested.')),
        p('p4b', t('Binding of PRC2 to nucleosomes needed the linker DNA between them in our assays.')),
      ),
      sec('s3-2', 'Is the binding regulated?', p('p5', t('Binding was regulated by the AEBP2 cofactor in all the samples we measured.'))),
    ),
    sec(
      's4',
      'Discussion',
      p('p6', t('Taken together, these results suggest that PRC2 bridges neighbouring nucleosomes.')),
      p('p7', t('A limitation of this study is that the structures were solved in vitro only.')),
    ),
    sec('s5', 'Acknowledgements', p('p8', t('We thank the members of the laboratory for the many helpful discussions.'))),
  ],
  {
    dataAvailability: [p('d1', t('The maps have been deposited in the Electron Microscopy Data Bank under accession code EMD-1234.'))],
  },
);

describe('sectionKinds', () => {
  it.each([
    ['Introduction', '', ['intro']],
    ['Materials and methods', '', ['methods']],
    ['Results and discussion', '', ['results', 'discussion']],
    ['', 'conclusions', ['conclusions']],
    ['Study limitations', '', ['limitations']],
    ['Data availability', '', ['data']],
    ['Binding of PRC2 to nucleosomes', '', ['other']],
  ])('%s (%s) → %j', (title, type, kinds) => {
    expect(sectionKinds(title, type)).toEqual(kinds);
  });
});

describe('extractive engine', () => {
  const questions = buildExtractiveQuestions(STUDY);
  const byId = new Map(questions.map((q) => [q.id, q]));

  it.each([
    [
      'objective',
      'What question does this study address?',
      'Here we investigate how the PRC2 complex binds nucleosomes in human cells.',
      'p2',
      's1',
    ],
    ['methods', 'How was the study carried out?', 'Samples were collected from insect cells.', 'p3', 's2'],
    ['findings', 'What are the main findings?', 'We found that PRC2 binds two nucleosomes at once in every condition tested.', 'p4', 's3'],
    [
      'section-s3-2',
      'Is the binding regulated?',
      'Binding was regulated by the AEBP2 cofactor in all the samples we measured.',
      'p5',
      's3',
    ],
    [
      'conclusions',
      'What do the authors conclude?',
      'Taken together, these results suggest that PRC2 bridges neighbouring nucleosomes.',
      'p6',
      's4',
    ],
    [
      'limitations',
      'What are the limitations of this study?',
      'A limitation of this study is that the structures were solved in vitro only.',
      'p7',
      's4',
    ],
    [
      'data-availability',
      'Where are the data and code available?',
      'The maps have been deposited in the Electron Microscopy Data Bank under accession code EMD-1234.',
      'd1',
      'data-availability',
    ],
  ])('%s: "%s" is answered from its paragraph', (id, question, sentence, paragraphId, sectionId) => {
    const q = byId.get(id)!;
    expect(q.question).toBe(question);
    expect(q.answer).toContain(sentence);
    expect(q.paragraphs.find((s) => s.passage.includes(sentence))).toEqual(
      expect.objectContaining({ paragraph_id: paragraphId, section_id: sectionId }),
    );
    expect(q.engine).toBe('extractive');
  });

  it('a results subsection poses its question; acknowledgements answer nothing', () => {
    expect(byId.get('section-s3-1')?.question).toBe('What does the study show about binding of PRC2 to nucleosomes?');
    expect(byId.get('section-s3-1')?.paragraphs.map((s) => s.paragraph_id)).toContain('p4b');
    expect(questions.flatMap((q) => q.paragraphs).some((s) => s.paragraph_id === 'p8')).toBe(false);
  });

  it.each<[string, Model]>([
    ['no body', article([])],
    [
      'only math',
      article([
        sec('s1', 'Results', p('p1', { type: 'math', children: [t('x')] }, t(' holds for every value of the parameter we studied.'))),
      ]),
    ],
    ['only fragments', article([sec('s1', 'Introduction', p('p1', t('Short.')))])],
  ])('no question without an answer: %s → none', (_name, model) => {
    expect(buildExtractiveQuestions(model)).toEqual([]);
  });

  it('limitations and data availability need their cue: without one they are left out', () => {
    const ids = buildExtractiveQuestions(
      article([sec('s1', 'Results', p('p1', t('We found that the protein binds DNA in every sample we tested.')))]),
    ).map((q) => q.id);
    expect(ids).toContain('findings');
    expect(ids).not.toContain('limitations');
    expect(ids).not.toContain('data-availability');
  });

  it('a structured abstract part sharpens its question', () => {
    const withAbstract = article(STUDY.body, {
      abstracts: [
        {
          kind: 'author',
          children: [
            {
              type: 'section',
              children: [{ type: 'section-title', children: [t('Methods')] }, p('a1', t('Samples were collected from insect cells.'))],
            },
          ],
        },
      ],
    });
    expect(buildExtractiveQuestions(withAbstract).find((q) => q.id === 'methods')!.answer).toContain(
      'Samples were collected from insect cells.',
    );
  });
});
