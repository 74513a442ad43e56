import { coverPath } from '#src/shared/journals/journal-reader.ts';

/**
 * A journal's cover: the publisher's (WebP) or the one generated from its title (SVG), at a
 * fixed 3:4 size so nothing moves when it loads. `alt` is empty where a link beside or around
 * it already names the journal.
 */
export function JournalCover({
  slug,
  coverVersion,
  alt,
  width,
  lazy = false,
}: {
  slug: string;
  coverVersion: string | null;
  alt: string;
  width: number;
  lazy?: boolean;
}) {
  return (
    <img
      className="journal-cover"
      src={coverPath(slug, coverVersion)}
      alt={alt}
      width={width}
      height={Math.round((width * 4) / 3)}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
    />
  );
}
