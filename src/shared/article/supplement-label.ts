/**
 * Labels of a volume's supplements and parts (Elsevier xocs:suppl, shown in
 * vol-iss-suppl-text): "C" marks a continuously published volume and adds nothing; "PA" is
 * "Part A", "P1" "Part 1"; "S2" or "2" a supplement.
 */
export function supplementLabel(supplement: string | null | undefined): string | null {
  const s = supplement?.trim() ?? '';
  if (s === '' || s.toUpperCase() === 'C') return null;
  const part = /^P(.+)$/i.exec(s);
  if (part) return `Part ${part[1]}`;
  const suppl = /^S(.+)$/i.exec(s);
  return `Supplement ${suppl ? suppl[1] : s}`;
}

/** Whether the address says part (…/part/{p}) or supplement (…/suppl/{s}). */
export function supplementSegment(supplement: string): 'part' | 'suppl' {
  return /^P./i.test(supplement) ? 'part' : 'suppl';
}
