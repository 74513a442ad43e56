-- Recommendations, recommendation feedback, collections (special issues, virtual special
-- issues) and books (issue 6). PostgreSQL 15 compatible.

-- Precomputed related articles (src/db/recommendation-builder.server.ts), refreshed after
-- each ingest run, so a page's call is one index lookup whatever the number of articles.
CREATE TABLE recommendations (
  article_id              bigint NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
  rank                    smallint NOT NULL CHECK (rank BETWEEN 1 AND 6),
  recommended_article_id  bigint NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
  score                   real NOT NULL,
  PRIMARY KEY (article_id, rank),
  CHECK (article_id <> recommended_article_id)
);
CREATE INDEX recommendations_target_idx ON recommendations (recommended_article_id);

CREATE TABLE recommendation_store (
  singleton     boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  refreshed_at  timestamptz NOT NULL
);

-- Feedback items of 001 §5 as received (validated by src/shared/recommendation-feedback.ts).
-- The article pair comes from the token when its signature checks out.
CREATE TABLE recommendation_feedback (
  id                      bigserial PRIMARY KEY,
  action                  text NOT NULL CHECK (action IN ('Display', 'InFocus', 'TitleClick', 'PdfDownload', 'ViewDetails')),
  recommendation_token    text NOT NULL,
  position                integer NOT NULL CHECK (position >= 1),
  page_load_id            text,
  properties              jsonb NOT NULL,
  article_id              bigint REFERENCES articles(id) ON DELETE SET NULL,
  recommended_article_id  bigint REFERENCES articles(id) ON DELETE SET NULL,
  received_at             timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX recommendation_feedback_pair_idx ON recommendation_feedback (article_id, recommended_article_id);

-- Special issues and book volumes from the XML: the issue's own title and editors, and its
-- supplement or part (Elsevier xocs:suppl: "C" a continuously published volume, "PA" part A),
-- which tells apart the parts of one volume: /journal/{title}/vol/{v}/suppl/{s} and /part/{p}.
ALTER TABLE issues
  ADD COLUMN title text,
  ADD COLUMN editors text[] NOT NULL DEFAULT '{}',
  ADD COLUMN supplement text;
ALTER TABLE issues DROP CONSTRAINT issues_publication_id_volume_issue_key;
ALTER TABLE issues ADD CONSTRAINT issues_publication_volume_issue_supplement_key
  UNIQUE NULLS NOT DISTINCT (publication_id, volume, issue, supplement);

-- Books and reference works are found by ISBN.
ALTER TABLE publications ADD COLUMN isbn text;
CREATE UNIQUE INDEX publications_isbn_key ON publications (isbn) WHERE isbn IS NOT NULL;

-- Virtual special issues: collections an editor puts together from published articles.
CREATE TABLE virtual_special_issues (
  id              bigserial PRIMARY KEY,
  publication_id  bigint NOT NULL REFERENCES publications(id) ON DELETE CASCADE,
  title           text NOT NULL CHECK (length(title) BETWEEN 1 AND 300),
  description     text,
  editors         text[] NOT NULL DEFAULT '{}',
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX virtual_special_issues_publication_idx ON virtual_special_issues (publication_id);

CREATE TABLE virtual_special_issue_articles (
  vsi_id      bigint NOT NULL REFERENCES virtual_special_issues(id) ON DELETE CASCADE,
  article_id  bigint NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
  position    integer NOT NULL,
  added_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (vsi_id, article_id)
);
CREATE INDEX virtual_special_issue_articles_article_idx ON virtual_special_issue_articles (article_id);
