import type { BrowsePublication } from '#src/shared/journals/browse-reader.ts';

/** The publication's title and facts; `heading` is the page's h1 when it names a volume or issue. */
export function JournalHeader({ publication, heading }: { publication: BrowsePublication; heading?: string }) {
  const facts = [
    publication.issn ? `ISSN ${publication.issn}` : null,
    publication.eissn && publication.eissn !== publication.issn ? `eISSN ${publication.eissn}` : null,
    publication.publisher,
  ].filter((f): f is string => Boolean(f));
  return (
    <header className="journal-header">
      {heading ? <p className="journal-header__title">{publication.title}</p> : null}
      <h1>{heading ?? publication.title}</h1>
      {facts.length > 0 ? <p className="journal-header__facts">{facts.join(' · ')}</p> : null}
    </header>
  );
}
