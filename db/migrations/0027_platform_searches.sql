-- COUNTER R5.1 Searches_Platform: one row per counted platform search (a results page 1 of the
-- site search). Robots are never stored, and the same search (query and filters) by the same
-- reader within 30 s updates the row it repeats instead of adding one (double-click rule), so
-- the rows are the searches COUNTER counts. Attribution as usage_events (institution, user).

CREATE TABLE platform_searches (
  id              bigserial PRIMARY KEY,
  occurred_at     timestamptz NOT NULL,
  institution_id  bigint REFERENCES institutions(id) ON DELETE SET NULL,
  user_id         bigint REFERENCES users(id) ON DELETE SET NULL,
  -- sha256 of the reader identity (session id, user, or address + user agent): no raw addresses.
  user_key        text NOT NULL,
  -- sha256 of identity + date + hour: the COUNTER session.
  session_key     text NOT NULL,
  -- sha256 of the search (query text and filters; not the page or the sort order).
  search_key      text NOT NULL,
  -- Repeats folded into this search by double-click filtering (1 = none).
  clicks          integer NOT NULL DEFAULT 1
);
CREATE INDEX platform_searches_time_idx ON platform_searches (occurred_at);
CREATE INDEX platform_searches_institution_idx ON platform_searches (institution_id, occurred_at);
CREATE INDEX platform_searches_double_click_idx ON platform_searches (user_key, search_key, occurred_at DESC);
