-- Topic occurrences point into the article instead of copying its sentence (src/shared/topics/occurrences.ts).
-- PostgreSQL 15 compatible.
--
-- A row now keeps the paragraph of its unit (the index in topicUnits(model)'s paragraphs of
-- `unit_id`) and the match's offsets in that paragraph's text; the topic page derives the
-- sentence from the stored content with the same rules that found it. `sentence` stays for
-- rows written before: they are read as they are until the start-up conversion
-- (src/db/topic-sentences.server.ts) has checked that the reference gives back the identical
-- sentence, and only then is the copy dropped (a row whose sentence cannot be re-derived
-- keeps it, so nothing a reader sees changes or is lost).
ALTER TABLE topic_occurrences
  ALTER COLUMN sentence DROP NOT NULL,
  ADD COLUMN paragraph integer,
  ADD COLUMN text_start integer,
  ADD COLUMN text_end integer,
  ADD CONSTRAINT topic_occurrences_sentence_or_reference
    CHECK (sentence IS NOT NULL OR (paragraph >= 0 AND text_start >= 0 AND text_end > text_start));

-- The conversion finds the articles that still have copied sentences.
CREATE INDEX topic_occurrences_copied_idx ON topic_occurrences (article_id) WHERE sentence IS NOT NULL;
