import { boldSegments } from '#src/web/features/access-bar/bold-segments.ts';

/** A label whose `**text**` parts show bold (spec 000 §3 "Utility link"). */
export function BoldLabel({ label }: { label: string }) {
  return <span className="bold-label">{boldSegments(label).map((s, i) => (s.bold ? <strong key={i}>{s.text}</strong> : s.text))}</span>;
}
