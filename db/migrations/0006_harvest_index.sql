-- OAI-PMH harvests and sitemaps page through articles in (updated_at, id) order.
CREATE INDEX IF NOT EXISTS articles_harvest_idx ON articles (updated_at, id);
