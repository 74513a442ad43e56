import { Link } from 'react-router';
import type { IssueSummary } from '#src/shared/journals/browse-reader.ts';
import { issueLabel, issuePath, volumePath } from './journal-paths.ts';
import { humanDate } from '#src/web/ui/human-date.ts';

const articles = (n: number) => `${n} article${n === 1 ? '' : 's'}`;

/** Volumes (newest first) and their issues, with cover dates and article counts. */
export function IssueList({ slug, issues }: { slug: string; issues: readonly IssueSummary[] }) {
  const volumes = new Map<string, IssueSummary[]>();
  for (const i of issues) volumes.set(i.volume, [...(volumes.get(i.volume) ?? []), i]);
  return (
    <ul className="issue-list">
      {[...volumes].map(([volume, list]) => (
        <li key={volume}>
          <Link to={volumePath(slug, volume)}>{issueLabel(volume, null)}</Link>
          {list.length === 1 && list[0]!.issue === null ? (
            <span className="issue-list__meta">
              {' '}
              · {[list[0]!.coverDate ? humanDate(list[0]!.coverDate) : null, articles(list[0]!.articleCount)].filter(Boolean).join(' · ')}
            </span>
          ) : (
            <ul>
              {list
                .filter((i) => i.issue !== null)
                .map((i) => (
                  <li key={i.id}>
                    <Link to={issuePath(slug, volume, i.issue!)}>{issueLabel(volume, i.issue)}</Link>
                    <span className="issue-list__meta">
                      {' '}
                      · {[i.coverDate ? humanDate(i.coverDate) : null, articles(i.articleCount)].filter(Boolean).join(' · ')}
                    </span>
                  </li>
                ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
