-- What the topic update after an ingest run keeps so that its work follows the run's size, not
-- the store's (src/db/topic-updater.server.ts). PostgreSQL 15 compatible; new tables and a
-- column with a constant default only (no rewrite of an existing table). A store built before
-- this migration is rebuilt in full once, by the first update after it (terms_complete false).

-- Each article's candidate topic terms (its keywords and subject terms, src/db/topics/topic-terms.ts)
-- with their spelling-independent group key and the article's discipline: a run derives the
-- corpus topics of only the keys its articles hold, through the group_key index, instead of
-- reading every article's keywords.
CREATE TABLE topic_article_terms (
  article_id  bigint NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
  term        text NOT NULL,
  group_key   text NOT NULL,
  discipline  text NOT NULL,
  PRIMARY KEY (article_id, term)
);
CREATE INDEX topic_article_terms_group_idx ON topic_article_terms (group_key);

-- Corpus terms found in more articles than a topic may be (common words, candidate-topics.ts):
-- not topics, but their phrases still take part in matching as in a full build, and the
-- articles that use them are kept so that their count is updated by delta.
CREATE TABLE topic_common_words (
  group_key   text PRIMARY KEY,
  discipline  text NOT NULL,
  slug        text NOT NULL,
  name        text NOT NULL,
  phrases     text[] NOT NULL CHECK (cardinality(phrases) > 0)
);
CREATE TABLE topic_common_word_articles (
  group_key   text NOT NULL REFERENCES topic_common_words(group_key) ON DELETE CASCADE,
  article_id  bigint NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
  PRIMARY KEY (group_key, article_id)
);
CREATE INDEX topic_common_word_articles_article_idx ON topic_common_word_articles (article_id);

ALTER TABLE topic_store ADD COLUMN terms_complete boolean NOT NULL DEFAULT false;
