-- Each article's stemmed text signals for recommendations (src/db/recommendation-builder.server.ts):
-- the lexemes of its title and keywords (strong) and of its abstracts (terms), kept so that the
-- update after an ingest run computes them only for the run's articles instead of running
-- to_tsvector over every stored article. PostgreSQL 15 compatible; a new table only. Articles
-- without a row (a database from before this migration) get theirs on the next update.
CREATE TABLE recommendation_signals (
  article_id  bigint PRIMARY KEY REFERENCES articles(id) ON DELETE CASCADE,
  strong      text[] NOT NULL,
  terms       text[] NOT NULL
);
