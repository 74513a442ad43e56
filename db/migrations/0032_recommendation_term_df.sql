-- What the update of recommendations after an ingest run needs to score only the articles
-- around the run's (src/db/recommendation-builder.server.ts) instead of reading every article:
-- 1. The document frequency of every stored term (in how many articles' title, keyword or
--    abstract terms it is), which weighs the terms (idf) and decides which are scored at all.
--    Statement-level triggers on recommendation_signals keep it in the same transaction as the
--    write that changes it (a run's new signals, a copy, an article removed by cascade), one
--    grouped upsert per statement, in term order so concurrent writers lock rows in one order.
-- 2. A GIN index over each article's terms: the articles sharing a term with the run's.
-- PostgreSQL 15 compatible.
CREATE TABLE recommendation_term_df (
  term  text PRIMARY KEY,
  df    integer NOT NULL
);

INSERT INTO recommendation_term_df (term, df)
SELECT u.term, count(*) FROM recommendation_signals s
CROSS JOIN LATERAL (SELECT DISTINCT t AS term FROM unnest(s.strong || s.terms) AS t) u
GROUP BY u.term;

-- Terms no article has any more are removed, found through this partial index.
CREATE INDEX recommendation_term_df_gone_idx ON recommendation_term_df (term) WHERE df <= 0;

-- One function for the three triggers: a transition table exists only for the events that have
-- it, so each branch names only its own (PL/pgSQL plans a statement when it first runs).
CREATE FUNCTION lectern_recommendation_terms_counted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO recommendation_term_df AS c (term, df)
    SELECT d.term, count(*) FROM new_rows s
    CROSS JOIN LATERAL (SELECT DISTINCT t AS term FROM unnest(s.strong || s.terms) AS t) d
    GROUP BY d.term ORDER BY d.term
    ON CONFLICT (term) DO UPDATE SET df = c.df + EXCLUDED.df;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO recommendation_term_df AS c (term, df)
    SELECT d.term, -count(*) FROM old_rows s
    CROSS JOIN LATERAL (SELECT DISTINCT t AS term FROM unnest(s.strong || s.terms) AS t) d
    GROUP BY d.term ORDER BY d.term
    ON CONFLICT (term) DO UPDATE SET df = c.df + EXCLUDED.df;
  ELSE
    INSERT INTO recommendation_term_df AS c (term, df)
    SELECT u.term, sum(u.sign) FROM (
      SELECT d.term, 1 AS sign FROM new_rows s
      CROSS JOIN LATERAL (SELECT DISTINCT t AS term FROM unnest(s.strong || s.terms) AS t) d
      UNION ALL
      SELECT d.term, -1 FROM old_rows s
      CROSS JOIN LATERAL (SELECT DISTINCT t AS term FROM unnest(s.strong || s.terms) AS t) d
    ) u GROUP BY u.term HAVING sum(u.sign) <> 0 ORDER BY u.term
    ON CONFLICT (term) DO UPDATE SET df = c.df + EXCLUDED.df;
  END IF;
  DELETE FROM recommendation_term_df WHERE df <= 0;
  RETURN NULL;
END $$;

CREATE TRIGGER recommendation_terms_counted_insert AFTER INSERT ON recommendation_signals
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lectern_recommendation_terms_counted();
CREATE TRIGGER recommendation_terms_counted_update AFTER UPDATE ON recommendation_signals
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lectern_recommendation_terms_counted();
CREATE TRIGGER recommendation_terms_counted_delete AFTER DELETE ON recommendation_signals
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lectern_recommendation_terms_counted();

-- The articles holding any of a set of terms: (strong || terms) && $1.
CREATE INDEX recommendation_signals_terms_idx ON recommendation_signals USING gin ((strong || terms));
