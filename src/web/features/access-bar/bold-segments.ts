/** 000 §3 "Utility link": in a label, text between double asterisks shows bold. */
export interface LabelSegment {
  text: string;
  bold: boolean;
}

export function boldSegments(label: string): LabelSegment[] {
  const segments: LabelSegment[] = [];
  const pattern = /\*\*(.+?)\*\*/g;
  let last = 0;
  for (let m = pattern.exec(label); m; m = pattern.exec(label)) {
    if (m.index > last) segments.push({ text: label.slice(last, m.index), bold: false });
    segments.push({ text: m[1]!, bold: true });
    last = m.index + m[0].length;
  }
  if (last < label.length) segments.push({ text: label.slice(last), bold: false });
  return segments;
}

/** The label as plain text (accessible names, titles). */
export function plainLabel(label: string): string {
  return boldSegments(label)
    .map((s) => s.text)
    .join('');
}
