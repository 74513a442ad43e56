-- How many distinct reference DOIs each article has, kept with its recommendation signals: the
-- update of recommendations after an ingest run normalises the coupling vector of every article
-- around the run by that number (src/db/recommendation-builder.server.ts), and counting it from
-- article_references for ~60,000 articles cost ≈ 3 s at 100k articles (every reference row of
-- each). Written with the signals (the run's articles, a full refresh), so it changes when an
-- article's references do (a re-ingest). Existing rows are counted here, with the term counts'
-- update trigger (0032) held off: only this column changes, no term does. PostgreSQL 15
-- compatible; a re-run changes nothing.
ALTER TABLE recommendation_signals ADD COLUMN IF NOT EXISTS reference_dois integer;

ALTER TABLE recommendation_signals DISABLE TRIGGER recommendation_terms_counted_update;
UPDATE recommendation_signals s SET reference_dois = r.n
FROM (SELECT article_id, count(DISTINCT lower(doi))::int AS n FROM article_references WHERE doi IS NOT NULL GROUP BY article_id) r
WHERE r.article_id = s.article_id AND s.reference_dois IS DISTINCT FROM r.n;
UPDATE recommendation_signals SET reference_dois = 0 WHERE reference_dois IS NULL;
ALTER TABLE recommendation_signals ENABLE TRIGGER recommendation_terms_counted_update;

ALTER TABLE recommendation_signals ALTER COLUMN reference_dois SET NOT NULL;
