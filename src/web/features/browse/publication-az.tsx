import { Link } from 'react-router';
import type { BrowsePublication } from '#src/shared/journals/browse-reader.ts';
import { groupByLetter } from './browse-params.ts';
import { journalPath } from './journal-paths.ts';

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** Publications A–Z under letter headings, with a jump list to each letter. */
export function PublicationAz({ publications }: { publications: readonly BrowsePublication[] }) {
  if (publications.length === 0) return <p role="status">No publications match these filters.</p>;
  const groups = groupByLetter(publications);
  return (
    <>
      <nav aria-label="Titles by letter" className="browse-letters">
        <ul>
          {groups.map((g) => (
            <li key={g.letter}>
              <a href={`#letter-${g.letter === '#' ? 'other' : g.letter}`}>{g.letter}</a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((g) => {
        const id = `letter-${g.letter === '#' ? 'other' : g.letter}`;
        return (
          <section key={g.letter} aria-labelledby={id}>
            <h2 id={id}>{g.letter}</h2>
            <ul className="publication-list">
              {g.items.map((p) => (
                <li key={p.slug}>
                  <Link className="publication-list__title" to={journalPath(p.slug)}>
                    {p.title}
                  </Link>{' '}
                  <span className="publication-list__meta">
                    {[
                      p.contentType === 'journal' ? 'Journal' : 'Book',
                      count(p.articleCount, 'article'),
                      p.openAccessCount > 0 ? `${p.openAccessCount} open access` : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
