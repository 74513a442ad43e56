-- Exams (spec 001 §1 "exam", §3 exam, §7 /sdfe/arp/pii/{pii}/exam): an article's exam
-- questions, from its XML (Elsevier ce:exam-questions / ce:exam-answers, a JATS sec or app
-- with an exam or CME sec-type) or from `npm run admin -- exam:import <pii> <file.json>`.
-- An imported exam stays when the article is ingested again; one from the XML follows the XML.
-- PostgreSQL 15 compatible.

CREATE TABLE article_exams (
  article_id  bigint PRIMARY KEY REFERENCES articles(id) ON DELETE CASCADE,
  source      text NOT NULL CHECK (source IN ('xml', 'import')),
  -- [{id, question, options, correctOption, explanation}], checked by src/shared/exam/exam-question.ts.
  questions   jsonb NOT NULL CHECK (jsonb_typeof(questions) = 'array' AND jsonb_array_length(questions) > 0),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- The enhanced-reader setting (spec 001 §2 "Enhanced reader: new tab at /sdfe/reader/pii/{pii}/pdf,
-- only when the article has the enhanced-reader setting and the host is one of the product's own
-- hosts"): on a publication for all its articles, or on one article (null: as its publication).
-- Set with `npm run admin -- reader:enhanced`.
ALTER TABLE publications ADD COLUMN enhanced_reader boolean NOT NULL DEFAULT false;
ALTER TABLE articles ADD COLUMN enhanced_reader boolean;
