-- Publisher-supplied access facts (issue 4, access bar). PostgreSQL 15 compatible.

-- A journal hosted here on behalf of another publisher: its articles show the universal PDF
-- button (the publisher's copy, through doi.org) instead of this site's PDF and purchase
-- options, and their use is not reported to COUNTER (spec 001 §4, §6).
ALTER TABLE publications ADD COLUMN third_party boolean NOT NULL DEFAULT false;

-- Per-article links a publisher supplies (spec 001 §3 ssrn.ssrnid, openManuscriptUrl, the
-- clinical-information link): set with `npm run admin -- article:set-links`, kept through
-- re-ingest (ingest never writes these columns). Validated by src/shared/publisher-links.ts;
-- the checks here keep anything else out whoever writes.
ALTER TABLE articles
  ADD COLUMN ssrn_id text CHECK (ssrn_id ~ '^[0-9]{1,12}$'),
  ADD COLUMN open_manuscript_url text CHECK (length(open_manuscript_url) <= 2000 AND open_manuscript_url ~* '^https?://[^\s"''<>]+$'),
  ADD COLUMN clinical_key_url text CHECK (length(clinical_key_url) <= 2000 AND clinical_key_url ~* '^https?://[^\s"''<>]+$');

-- The admin list of articles with links (article-links:list) reads only these rows.
CREATE INDEX articles_publisher_links_idx ON articles (pii)
  WHERE ssrn_id IS NOT NULL OR open_manuscript_url IS NOT NULL OR clinical_key_url IS NOT NULL;
