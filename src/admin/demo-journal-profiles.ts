import type pg from 'pg';
import { createJournalRepository } from '#src/db/journal-repository.server.ts';
import { aimsAndScopeSchema, editorialBoardSchema, submissionUrlSchema } from '#src/shared/journals/journal-profile.ts';

/**
 * Journal pages of the demo (README "Demo"): aims and scope, editorial board and submission link
 * for five sample journals, through the same checks as `journal:set`. The boards' people and the
 * submission addresses are made up for the demo (the `.demo` domain never resolves); the other
 * sample journals show what a journal without a profile looks like.
 */
const board = (editor: string, affiliation: string, associates: Array<[string, string]>) => [
  { role: 'Editor-in-Chief', members: [{ name: editor, affiliation }] },
  { role: 'Associate Editors', members: associates.map(([name, where]) => ({ name, affiliation: where })) },
];

export const DEMO_JOURNAL_PROFILES = [
  {
    slug: 'elife',
    aimsAndScope:
      'eLife publishes research in the life and biomedical sciences, from molecules and cells to organisms, populations and ecosystems, ' +
      'including work in structural biology, neuroscience, developmental biology, epidemiology and computational biology.\n\n' +
      'Articles are open access and are reviewed by working scientists; decision letters and author responses are published with the articles.',
    editorialBoard: board('Demo Editor Ada Example', 'Lectern Demo University', [
      ['Demo Editor Ben Sample', 'Institute of Example Biology'],
      ['Demo Editor Chen Placeholder', 'Demo Centre for Structural Biology'],
      ['Demo Editor Dara Specimen', 'Example Neuroscience Institute'],
    ]),
    submissionUrl: 'https://submit.lectern.demo/elife',
  },
  {
    slug: 'plos-one',
    aimsAndScope:
      'PLoS ONE publishes primary research from every discipline within science and medicine. Submissions are judged on whether ' +
      'the research is technically sound and the conclusions follow from the data, not on its perceived importance.\n\n' +
      'Replication studies and negative results are welcome.',
    editorialBoard: board('Demo Editor Eve Example', 'Lectern Demo University', [
      ['Demo Editor Femi Sample', 'Example School of Public Health'],
      ['Demo Editor Gia Placeholder', 'Demo Institute of Ecology'],
    ]),
    submissionUrl: 'https://submit.lectern.demo/plos-one',
  },
  {
    slug: 'renewable-energy',
    aimsAndScope:
      'Renewable Energy publishes research on the generation, conversion, storage and use of energy from renewable sources: ' +
      'wind, solar, hydro, geothermal, bioenergy and marine energy, and their integration into energy systems.',
    editorialBoard: board('Demo Editor Hana Example', 'Demo Wind Energy Laboratory', [
      ['Demo Editor Ivo Sample', 'Example Solar Institute'],
    ]),
    submissionUrl: 'https://submit.lectern.demo/renewable-energy',
  },
  {
    slug: 'fuel',
    aimsAndScope:
      'Fuel publishes research on the science and technology of fuels: their composition, properties, combustion, conversion and emissions, ' +
      'from coal, oil and gas to biofuels and hydrogen.',
    editorialBoard: board('Demo Editor Jun Example', 'Lectern Demo University', [['Demo Editor Kai Sample', 'Example Combustion Centre']]),
    submissionUrl: 'https://submit.lectern.demo/fuel',
  },
  {
    slug: 'acta-materialia',
    aimsAndScope:
      'Acta Materialia publishes original research on the structure and properties of materials and how processing changes them, ' +
      'across metals, ceramics, polymers and composites, by experiment, theory and computation.',
    editorialBoard: board('Demo Editor Lea Example', 'Demo Institute of Materials', [
      ['Demo Editor Max Sample', 'Example Metallurgy Laboratory'],
    ]),
    submissionUrl: 'https://submit.lectern.demo/acta-materialia',
  },
] as const;

/** Stores the demo journal profiles of the sample journals present; returns how many. */
export async function ensureDemoJournalProfiles(pool: pg.Pool): Promise<number> {
  const journals = createJournalRepository(pool);
  let stored = 0;
  for (const demo of DEMO_JOURNAL_PROFILES) {
    const update = {
      aimsAndScope: aimsAndScopeSchema.parse(demo.aimsAndScope),
      editorialBoard: editorialBoardSchema.parse(demo.editorialBoard),
      submissionUrl: submissionUrlSchema.parse(demo.submissionUrl),
    };
    if (await journals.setProfile(demo.slug, update)) stored += 1;
  }
  return stored;
}
