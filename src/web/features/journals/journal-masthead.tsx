import type { ReactNode } from 'react';
import { JournalCover } from '../../ui/journal-cover.tsx';

export interface FeedLinks {
  rss: string;
  atom: string;
}

/**
 * The top of a journal page: its cover beside the header the route gives (title and facts), the
 * submission link and the journal's RSS and Atom feeds.
 */
export function JournalMasthead({
  slug,
  title,
  coverVersion,
  submissionUrl,
  feeds,
  children,
}: {
  slug: string;
  title: string;
  coverVersion: string | null;
  submissionUrl: string | null;
  feeds: FeedLinks;
  children: ReactNode;
}) {
  return (
    <div className="journal-masthead">
      <JournalCover slug={slug} coverVersion={coverVersion} alt={`Cover of ${title}`} width={150} />
      <div className="journal-masthead__text">
        {children}
        <ul className="journal-masthead__actions">
          {submissionUrl ? (
            <li>
              <a className="journal-masthead__submit" href={submissionUrl} rel="noopener">
                Submit your article
              </a>
            </li>
          ) : null}
          <li>
            <a href={feeds.rss} type="application/rss+xml">
              RSS feed
            </a>
          </li>
          <li>
            <a href={feeds.atom} type="application/atom+xml">
              Atom feed
            </a>
          </li>
        </ul>
      </div>
    </div>
  );
}
