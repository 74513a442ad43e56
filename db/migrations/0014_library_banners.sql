-- An institution's library banner in the site header (spec 001 §3 "User config: libraryBanner
-- (position ABOVE, RIGHT or DROPDOWN; image url, link url, text)"), shown only to readers who
-- use that institution's access. One per institution; no row, no banner. Text is plain text
-- (the header renders it as text, never as HTML); the link is an http(s) URL; the image is an
-- http(s) URL or a path on this site ("/…", never "//host").
CREATE TABLE institution_library_banners (
  institution_id  bigint PRIMARY KEY REFERENCES institutions(id) ON DELETE CASCADE,
  position        text NOT NULL CHECK (position IN ('ABOVE', 'RIGHT', 'DROPDOWN')),
  text            text CHECK (text IS NULL OR (length(btrim(text)) BETWEEN 1 AND 200)),
  image_url       text CHECK (image_url IS NULL OR (length(image_url) <= 2000 AND image_url ~ '^(https?://[^/\s]+\S*|/([^/\\\s]\S*)?)$')),
  link_url        text CHECK (link_url IS NULL OR (length(link_url) <= 2000 AND link_url ~ '^https?://[^/\s]+\S*$')),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (text IS NOT NULL OR image_url IS NOT NULL)
);
