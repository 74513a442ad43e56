/** Reader-facing names of article types: JATS article-types and Elsevier's three-letter document subtypes. */
const LABELS: Readonly<Record<string, string>> = {
  'research-article': 'Research article',
  'review-article': 'Review article',
  'article-commentary': 'Commentary',
  'brief-report': 'Brief report',
  correction: 'Correction',
  retraction: 'Retraction',
  editorial: 'Editorial',
  discussion: 'Discussion',
  fla: 'Full-length article',
  rev: 'Review article',
  sco: 'Short communication',
  ssu: 'Short survey',
  edi: 'Editorial',
  err: 'Correction',
  ret: 'Retraction',
  dis: 'Discussion',
  cor: 'Correspondence',
};

export function articleTypeLabel(type: string): string {
  if (Object.hasOwn(LABELS, type)) return LABELS[type] as string;
  const words = type.replace(/[-_]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : type;
}

/** Labels for a list of types; two types that would read the same keep their code, so no two options look alike. */
export function articleTypeOptions(types: readonly string[]): Array<{ value: string; label: string }> {
  const labels = types.map(articleTypeLabel);
  return types.map((value, i) => ({
    value,
    label: labels.indexOf(labels[i]!) === labels.lastIndexOf(labels[i]!) ? labels[i]! : `${labels[i]} (${value})`,
  }));
}
