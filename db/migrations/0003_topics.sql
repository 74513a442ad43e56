-- Topic pages and topic annotations (spec 000 §3 "Topic annotations", §5, §7).
-- Topics come from the corpus (keywords and subject terms shared by several articles) or
-- from an import file; occurrences say where each article uses a topic's phrases.

CREATE TABLE topics (
  id             bigserial PRIMARY KEY,
  discipline     text NOT NULL,
  slug           text NOT NULL,
  name           text NOT NULL,
  -- stringMatch: the phrases that link to the topic, as written.
  phrases        text[] NOT NULL CHECK (cardinality(phrases) > 0),
  description    text,
  source         text NOT NULL CHECK (source IN ('corpus', 'import')),
  article_count  integer NOT NULL DEFAULT 0,
  updated_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (discipline, slug)
);

-- Articles a topic belongs to: by keyword or subject, or by using one of its phrases.
CREATE TABLE topic_articles (
  topic_id    bigint NOT NULL REFERENCES topics(id) ON DELETE CASCADE,
  article_id  bigint NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
  as_keyword  boolean NOT NULL,
  PRIMARY KEY (topic_id, article_id)
);
CREATE INDEX topic_articles_article_idx ON topic_articles (article_id);

-- The first use of a topic in each annotated unit (the abstract, a section or figure by id).
CREATE TABLE topic_occurrences (
  topic_id     bigint NOT NULL REFERENCES topics(id) ON DELETE CASCADE,
  article_id   bigint NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
  unit_id      text NOT NULL,
  unit_kind    text NOT NULL CHECK (unit_kind IN ('abstract', 'section')),
  unit_position integer NOT NULL,
  sentence     text NOT NULL,
  match_start  integer NOT NULL,
  match_end    integer NOT NULL,
  defines      boolean NOT NULL,
  PRIMARY KEY (topic_id, article_id, unit_id)
);
CREATE INDEX topic_occurrences_article_idx ON topic_occurrences (article_id, unit_position);

-- When the store was last rebuilt: a database upgraded with articles but no build yet gets one at start-up.
CREATE TABLE topic_store (
  singleton     boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  refreshed_at  timestamptz NOT NULL
);
