/**
 * The discipline of a topic page ("/topics/{discipline}/{term}"): the broad subject area its
 * articles belong to, read from their subjects, journal title and keywords. Areas follow the
 * subject areas readers know from abstracting services; the first word list with the most hits
 * wins, and an article that names none is "multidisciplinary".
 */
export interface Discipline {
  slug: string;
  name: string;
}

const RULES: ReadonlyArray<[slug: string, name: string, words: RegExp]> = [
  ['neuroscience', 'Neuroscience', /neuro|synap|brain|cortex|neuron|parkinson|alzheimer|cognit/g],
  [
    'immunology-and-microbiology',
    'Immunology and Microbiology',
    /immun|microb|virus|viral|virolog|bacteri|pathogen|infectio|parasit|phage|prion/g,
  ],
  [
    'biochemistry-genetics-and-molecular-biology',
    'Biochemistry, Genetics and Molecular Biology',
    /biochem|genetic|genom|molecular|protein|structural biology|biophysic|cryo|ribosom|gene\b|genes\b|chromosom|rna\b|dna\b|cell biology|stem cell|crystallograph|enzym/g,
  ],
  [
    'agricultural-and-biological-sciences',
    'Agricultural and Biological Sciences',
    /plant|ecolog|evolution|agricultur|botan|zoolog|forest|crop|photosynth|\bbiology\b|organism/g,
  ],
  [
    'medicine-and-dentistry',
    'Medicine and Dentistry',
    /medicin|clinical|disease|patholog|oncolog|cancer|epidemiol|health|disorder|dermatolog|surg|dent|mitochondrial|hearing loss/g,
  ],
  ['mathematics', 'Mathematics', /mathemat|algebra|number theory|geometr|topolog|polynomial|theorem|chow|steenrod|combinator|statistic/g],
  ['computer-science', 'Computer Science', /comput|algorithm|software|machine learning|fault-toleran|synchroniz|hardware|network/g],
  [
    'physics-and-astronomy',
    'Physics and Astronomy',
    /physic|astronom|planet|space science|magnetosphere|thermosphere|jupiter|quantum|optic/g,
  ],
  [
    'earth-and-planetary-sciences',
    'Earth and Planetary Sciences',
    /earth|geolog|geochem|ocean|glacia|climat|isotope|sediment|eocene|oligocene/g,
  ],
  ['materials-science', 'Materials Science', /material|grain|alloy|dilatometr|atom probe|segregation|metallurg|crystal defect/g],
  ['engineering', 'Engineering', /engineering|turbine|control system|mechanic|manufactur/g],
  ['energy', 'Energy', /energy|fuel|wind power|combustion|emission|co2 capture|renewable/g],
  ['chemistry', 'Chemistry', /chemi|catalys|spectroscop|synthesis|molecule/g],
  ['social-sciences', 'Social Sciences', /social|law\b|legal|econom|policy|publishing|education|geography/g],
  ['pharmacology-toxicology-and-pharmaceutical-science', 'Pharmacology, Toxicology and Pharmaceutical Science', /pharmac|toxic|drug/g],
];

export const MULTIDISCIPLINARY: Discipline = { slug: 'multidisciplinary', name: 'Multidisciplinary' };

const BY_SLUG = new Map<string, Discipline>([
  ...RULES.map(([slug, name]): [string, Discipline] => [slug, { slug, name }]),
  [MULTIDISCIPLINARY.slug, MULTIDISCIPLINARY],
]);

/** The discipline a set of descriptive strings (subjects, journal title, keywords) points to. */
export function disciplineOf(descriptors: readonly string[]): Discipline {
  const text = descriptors.join(' | ').toLowerCase();
  let best = MULTIDISCIPLINARY;
  let bestHits = 0;
  for (const [slug, name, words] of RULES) {
    const hits = text.match(words)?.length ?? 0;
    if (hits > bestHits) {
      best = { slug, name };
      bestHits = hits;
    }
  }
  return best;
}

/** A discipline by its slug; an unknown slug (an imported topic's own area) is named from its words. */
export function disciplineBySlug(slug: string): Discipline {
  const known = BY_SLUG.get(slug);
  if (known) return known;
  const words = slug.replace(/-/g, ' ');
  return { slug, name: words.charAt(0).toUpperCase() + words.slice(1) };
}
