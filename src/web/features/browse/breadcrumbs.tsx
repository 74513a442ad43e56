import { Link } from 'react-router';

export interface Crumb {
  label: string;
  /** The current page has no link. */
  to?: string;
}

/** A breadcrumb trail (WAI-ARIA breadcrumb pattern): a labelled nav, the current page marked. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {trail.map((c, i) => (
          <li key={`${i}-${c.label}`}>{c.to ? <Link to={c.to}>{c.label}</Link> : <span aria-current="page">{c.label}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}
