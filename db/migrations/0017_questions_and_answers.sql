-- Questions answered in this article (spec 001 §2, §3 "Question and answer", §4, §9; 000 §9).
-- PostgreSQL 15 compatible.

-- The questions an article answers, built at ingest (and again whenever the article is saved,
-- or by `npm run qa`). Each answer cites its source paragraphs: `paragraphs` is a JSON array
-- of {paragraph_id, section_id, passage}, where paragraph_id is the id of the paragraph in the
-- rendered article and passage the verbatim text of it that the answer rests on.
CREATE TABLE article_questions (
  article_id  bigint NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
  question_id text NOT NULL CHECK (question_id ~ '^[a-z0-9-]{1,120}$'),
  position    smallint NOT NULL CHECK (position >= 0),
  question    text NOT NULL CHECK (length(question) BETWEEN 1 AND 500),
  answer      text NOT NULL CHECK (length(answer) BETWEEN 1 AND 4000),
  paragraphs  jsonb NOT NULL CHECK (jsonb_typeof(paragraphs) = 'array' AND jsonb_array_length(paragraphs) >= 1),
  -- 'extractive' (sentences of the article) or 'generative' (written by the configured model).
  engine      text NOT NULL CHECK (engine IN ('extractive', 'generative')),
  built_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (article_id, question_id)
);
CREATE INDEX article_questions_order ON article_questions (article_id, position);

-- Readers' 3-star ratings ("How well does this answer the question?", 001 §9). Kept by question
-- id, not by row, so a rebuild that asks the same question keeps its ratings.
CREATE TABLE article_question_ratings (
  id          bigserial PRIMARY KEY,
  article_id  bigint NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
  question_id text NOT NULL CHECK (question_id ~ '^[a-z0-9-]{1,120}$'),
  rating      smallint NOT NULL CHECK (rating BETWEEN 1 AND 3),
  user_id     bigint REFERENCES users(id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX article_question_ratings_article ON article_question_ratings (article_id, question_id);
