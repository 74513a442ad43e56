import { Link } from 'react-router';
import type { FeaturedJournal } from '#src/shared/journals/journal-reader.ts';
import { JournalCover } from '../../ui/journal-cover.tsx';

/** Covers of the first row load at once (they are on the first screen); the rest when scrolled to. */
const EAGER_COVERS = 6;

/** The home page's journals: cover and title in one link each, with the article count. */
export function JournalCards({ journals }: { journals: readonly FeaturedJournal[] }) {
  return (
    <ul className="journal-cards">
      {journals.map((j, i) => (
        <li key={j.slug} className="journal-card">
          <Link className="journal-card__link" to={`/journal/${encodeURIComponent(j.slug)}`}>
            <JournalCover slug={j.slug} coverVersion={j.coverVersion} alt="" width={120} lazy={i >= EAGER_COVERS} />
            <span className="journal-card__title">{j.title}</span>
          </Link>
          <span className="journal-card__meta">{`${j.articleCount} article${j.articleCount === 1 ? '' : 's'}`}</span>
        </li>
      ))}
    </ul>
  );
}
