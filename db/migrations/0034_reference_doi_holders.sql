-- The articles citing a DOI, read from the index alone (an index-only scan): the update of
-- recommendations after an ingest run looks up every holder of each reference DOI of the lists it
-- makes again (src/db/recommendation-builder.server.ts), ~80 per DOI in the bench's copied
-- stores, and fetching each one's row from the table cost seconds at 100k articles. The key is the
-- one of article_references_doi_idx (0001), which it replaces; `doi` is included because the
-- planner takes an index-only scan of an expression index only when the expression's column is in
-- the index too. Existing rows are indexed as it is built; PostgreSQL 15 compatible; a re-run
-- changes nothing.
CREATE INDEX IF NOT EXISTS article_references_doi_holders_idx ON article_references (lower(doi)) INCLUDE (article_id, doi)
  WHERE doi IS NOT NULL;
DROP INDEX IF EXISTS article_references_doi_idx;
