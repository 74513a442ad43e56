-- Article counts of the busy pages (home, journal and browse pages), kept by PostgreSQL itself
-- instead of counted over the articles table on every request (a count grows with the table).
-- Triggers on articles keep them in the same transaction as the write that changes them, so
-- every writer — ingest batches, ingest workers on other machines, removal, the admin's
-- free-to-read switch — keeps them exact, and every app server reads the same numbers (an
-- in-process cache could not hear an ingest run in another process).
-- Open access depends on the publication's business model too (OPEN_ACCESS_SQL): the counts
-- keep the article-side parts, and the query picks by the model, so a change of business model
-- needs no recount.
-- PostgreSQL 15 compatible.
CREATE TABLE publication_article_counts (
  publication_id  bigint PRIMARY KEY REFERENCES publications(id) ON DELETE CASCADE,
  articles        integer NOT NULL DEFAULT 0,
  -- Articles without a volume: "Articles in press".
  in_press        integer NOT NULL DEFAULT 0,
  -- free_to_read
  free            integer NOT NULL DEFAULT 0,
  -- free_to_read OR open_access (a hybrid journal's open articles)
  free_or_open    integer NOT NULL DEFAULT 0
);

CREATE TABLE issue_article_counts (
  issue_id  bigint PRIMARY KEY REFERENCES issues(id) ON DELETE CASCADE,
  articles  integer NOT NULL DEFAULT 0
);

CREATE FUNCTION lectern_count_article(a articles, sign integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO publication_article_counts AS c (publication_id, articles, in_press, free, free_or_open)
  VALUES (a.publication_id, sign, CASE WHEN a.volume IS NULL THEN sign ELSE 0 END,
          CASE WHEN a.free_to_read THEN sign ELSE 0 END, CASE WHEN a.free_to_read OR a.open_access THEN sign ELSE 0 END)
  ON CONFLICT (publication_id) DO UPDATE SET
    articles = c.articles + EXCLUDED.articles, in_press = c.in_press + EXCLUDED.in_press,
    free = c.free + EXCLUDED.free, free_or_open = c.free_or_open + EXCLUDED.free_or_open;
  IF a.issue_id IS NOT NULL THEN
    INSERT INTO issue_article_counts AS c (issue_id, articles) VALUES (a.issue_id, sign)
    ON CONFLICT (issue_id) DO UPDATE SET articles = c.articles + EXCLUDED.articles;
  END IF;
END $$;

CREATE FUNCTION lectern_articles_counted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM lectern_count_article(OLD, -1); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM lectern_count_article(NEW, 1); END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER articles_counted_insert_delete AFTER INSERT OR DELETE ON articles
  FOR EACH ROW EXECUTE FUNCTION lectern_articles_counted();
-- A re-ingest rewrites every column: only a change of what is counted moves a count.
CREATE TRIGGER articles_counted_update AFTER UPDATE OF publication_id, issue_id, volume, free_to_read, open_access ON articles
  FOR EACH ROW WHEN (OLD.publication_id IS DISTINCT FROM NEW.publication_id OR OLD.issue_id IS DISTINCT FROM NEW.issue_id
    OR (OLD.volume IS NULL) <> (NEW.volume IS NULL) OR OLD.free_to_read IS DISTINCT FROM NEW.free_to_read
    OR OLD.open_access IS DISTINCT FROM NEW.open_access)
  EXECUTE FUNCTION lectern_articles_counted();

INSERT INTO publication_article_counts (publication_id, articles, in_press, free, free_or_open)
SELECT publication_id, count(*), count(*) FILTER (WHERE volume IS NULL), count(*) FILTER (WHERE free_to_read),
       count(*) FILTER (WHERE free_to_read OR open_access)
FROM articles GROUP BY publication_id;

INSERT INTO issue_article_counts (issue_id, articles)
SELECT issue_id, count(*) FROM articles WHERE issue_id IS NOT NULL GROUP BY issue_id;
