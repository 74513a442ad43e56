-- PDFs typeset from an article (issue 7): one per article version, kept in asset storage.
-- A new ingest changes articles.updated_at, so a stale rendition is never served.
CREATE TABLE pdf_renditions (
  article_id        bigint PRIMARY KEY REFERENCES articles(id) ON DELETE CASCADE,
  article_version   timestamptz NOT NULL,
  storage_key       text NOT NULL CHECK (storage_key ~ '^[0-9a-f]{64}$'),
  bytes             bigint NOT NULL,
  created_at        timestamptz NOT NULL DEFAULT now()
);

-- Daily download caps (001 §9), per reader key (user:{id} or ip:{address}) and UTC day.
CREATE TABLE download_counts (
  reader_key  text NOT NULL,
  day         date NOT NULL,
  kind        text NOT NULL CHECK (kind IN ('pdf', 'issue')),
  count       integer NOT NULL,
  PRIMARY KEY (reader_key, day, kind)
);
CREATE INDEX download_counts_day_idx ON download_counts (day);

-- Bulk-download throttle: PDFs per reader key per minute window.
CREATE TABLE download_minutes (
  reader_key  text NOT NULL,
  minute      timestamptz NOT NULL,
  count       integer NOT NULL,
  PRIMARY KEY (reader_key, minute)
);
CREATE INDEX download_minutes_minute_idx ON download_minutes (minute);

-- One-time tokens of the download-issue metadata, spent by the full issue / volume / book
-- download: `issue:{issues.id}` or `book:{publications.id}`.
CREATE TABLE issue_download_tokens (
  token_hash  text PRIMARY KEY,
  collection  text NOT NULL CHECK (collection ~ '^(issue|book):[0-9]+$'),
  reader_key  text NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX issue_download_tokens_expires_idx ON issue_download_tokens (expires_at);
