import { articleTypeLabel } from '#src/shared/article-type-label.ts';

/** Labels for a list of types; two types that would read the same keep their code, so no two options look alike. */
export function articleTypeOptions(types: readonly string[]): Array<{ value: string; label: string }> {
  const labels = types.map(articleTypeLabel);
  return types.map((value, i) => ({
    value,
    label: labels.indexOf(labels[i]!) === labels.lastIndexOf(labels[i]!) ? labels[i]! : `${labels[i]} (${value})`,
  }));
}
