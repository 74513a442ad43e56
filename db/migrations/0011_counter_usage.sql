-- COUNTER 5.1 usage (issue 7). One row per counted use: robots are never stored, and a double
-- click (same reader, item, format and outcome within 30 s) updates the row it repeats instead
-- of adding one, so the rows are the uses COUNTER counts. Reports group them by month.

CREATE TABLE usage_events (
  id              bigserial PRIMARY KEY,
  occurred_at     timestamptz NOT NULL,
  article_id      bigint NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
  -- What was used: abstract, full-text-html, pdf, supplementary, xml, issue-zip, investigation.
  kind            text NOT NULL,
  activity        text NOT NULL CHECK (activity IN ('investigation', 'request')),
  denial          text CHECK (denial IN ('No_License', 'Limit_Exceeded')),
  access_type     text NOT NULL CHECK (access_type IN ('Controlled', 'Open', 'Free_To_Read')),
  access_method   text NOT NULL CHECK (access_method IN ('Regular', 'TDM')),
  institution_id  bigint REFERENCES institutions(id) ON DELETE SET NULL,
  user_id         bigint REFERENCES users(id) ON DELETE SET NULL,
  -- sha256 of the reader identity (session id, user, or address + user agent): no raw addresses.
  user_key        text NOT NULL,
  -- sha256 of identity + date + hour: the COUNTER session for Unique_* metrics.
  session_key     text NOT NULL,
  -- Clicks folded into this use by double-click filtering (1 = none).
  clicks          integer NOT NULL DEFAULT 1
);
CREATE INDEX usage_events_time_idx ON usage_events (occurred_at);
CREATE INDEX usage_events_institution_idx ON usage_events (institution_id, occurred_at);
CREATE INDEX usage_events_article_idx ON usage_events (article_id);
CREATE INDEX usage_events_double_click_idx ON usage_events (user_key, article_id, kind, occurred_at DESC);

-- SUSHI API keys, one or more per institution; only a sha256 of the key is kept.
CREATE TABLE sushi_keys (
  id              bigserial PRIMARY KEY,
  institution_id  bigint NOT NULL REFERENCES institutions(id) ON DELETE CASCADE,
  key_hash        text NOT NULL UNIQUE,
  created_at      timestamptz NOT NULL DEFAULT now(),
  revoked_at      timestamptz
);
CREATE INDEX sushi_keys_institution_idx ON sushi_keys (institution_id);
