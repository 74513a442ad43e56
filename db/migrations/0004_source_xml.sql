-- The article's original XML text, served by the article XML view (/sdfe/arp/pii/{pii}/xocs).
-- Its own table: the text is large and only that view reads it, so article lookups never load it.
CREATE TABLE article_sources (
  article_id  bigint PRIMARY KEY REFERENCES articles(id) ON DELETE CASCADE,
  xml         text NOT NULL
);
