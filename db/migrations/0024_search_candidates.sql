-- Search that stays fast for common terms (src/db/search-repository.server.ts).
-- PostgreSQL 15 compatible.
--
-- Ranking every hit on the whole weighted `search` vector detoasts the body's lexemes for each
-- hit. The title (weight A) and the "head" (title, abstracts, keywords, authors, subjects and
-- journal: weights A–C) are kept beside it as small generated vectors, derived from `search`
-- itself so every writer stays in step without change. Candidates come from their GIN indexes
-- (bounded), and the cheap rank reads only the head.
ALTER TABLE articles
  ADD COLUMN search_title tsvector GENERATED ALWAYS AS (ts_filter(search, '{a}')) STORED,
  ADD COLUMN search_head tsvector GENERATED ALWAYS AS (ts_filter(search, '{a,b,c}')) STORED;

CREATE INDEX articles_search_title_idx ON articles USING gin (search_title);
CREATE INDEX articles_search_head_idx ON articles USING gin (search_head);

-- The tsvector statistics (most common lexemes) give the planner's row estimate that
-- "about N results" quotes for a common term.
ANALYZE articles;
