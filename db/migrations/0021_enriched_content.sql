-- Enriched content (spec 000 §3 "Enriched content", §7 GET /sdfe/ears/pii/{pii}/{A}/{B}[/{C}]/enriched-content;
-- ADR 006). One row per article and app shortcode: the payload computed at ingest from the
-- article and its package (DP, OD, MD, DL, GD, VM) or imported by an administrator (ICI).
-- PostgreSQL 15 compatible.
CREATE TABLE enriched_content (
  article_id bigint NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  shortcode text NOT NULL CHECK (shortcode IN ('DP', 'OD', 'MD', 'GD', 'ICI', 'DL', 'VM')),
  success boolean NOT NULL,
  payload jsonb,
  -- 'ingest': recomputed on every ingest of the article; 'import': kept until imported again.
  origin text NOT NULL DEFAULT 'ingest' CHECK (origin IN ('ingest', 'import')),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (article_id, shortcode)
);
