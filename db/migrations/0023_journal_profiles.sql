-- A journal's own page (README "Journal pages"): the publication metadata a publisher sets with
-- `npm run admin -- journal:set`: aims and scope, editorial board, submission link and cover.
-- One row per publication; a publication without a row shows a generated cover and no profile.
-- PostgreSQL 15 compatible.
CREATE TABLE journal_profiles (
  publication_id   bigint PRIMARY KEY REFERENCES publications (id) ON DELETE CASCADE,
  -- Plain text; paragraphs separated by a blank line.
  aims_and_scope   text,
  -- [{role, members: [{name, affiliation?, orcid?}]}], validated by src/shared/journal-profile.ts.
  editorial_board  jsonb,
  submission_url   text,
  -- The cover as WebP made from the publisher's image at import (sharp), and its content hash (ETag).
  cover_webp       bytea,
  cover_sha256     text,
  updated_at       timestamptz NOT NULL DEFAULT now()
);

-- Most read (distinct sessions that requested the full text, recent first) scans by time.
CREATE INDEX usage_events_requests_idx ON usage_events (occurred_at, article_id) WHERE activity = 'request' AND denial IS NULL;
